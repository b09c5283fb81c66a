/**
 * Why a rule refuses a request (a press by the side that is up, a wolf taking themselves), for
 * the command API to answer: `invalid` a bad request (400), `not_found` a bet or player the game
 * does not have (404), `conflict` not allowed as the game stands (409). The message says what to
 * do, in the app's words.
 */
export interface RuleRefusal {
  kind: 'invalid' | 'not_found' | 'conflict';
  message: string;
}
