/** Texts of the push routes' answers and of the follow controls. */
export const pushMessages = {
  endpointRequired: 'subscription.endpoint is required: the PushSubscription’s endpoint URL',
  endpointNotHttps: 'subscription.endpoint must be an https:// address of a browser push service',
  endpointNotPushService:
    'subscription.endpoint is not on a push service this server sends to (PUSH_SERVICE_HOSTS): subscribe with the browser’s own push service',
  endpointNotPlain:
    'subscription.endpoint must be the address exactly as the browser gave it: https://, a host of letters, digits, dots and hyphens, then the path',
  keyP256dh: 'subscription.keys.p256dh must be the browser’s public key (base64url, 65 bytes)',
  keyAuth: 'subscription.keys.auth must be the browser’s auth secret (base64url, 16 bytes)',
  oneTarget: 'Send a gameId or a tripId (one of them) to say what to follow',
  codeForGamesOnly: 'A viewer code follows a game: send it with a gameId',
  codeWrong: 'This viewer code is not the game’s: ask the organiser for the current one',
  subscriptionNotFound: 'No such subscription: it was removed already, or is someone else’s',
  signInToList: 'Sign in to see what you follow',
} as const;
