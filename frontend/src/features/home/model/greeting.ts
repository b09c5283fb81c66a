import { PRODUCT_NAME } from '../../../lib/product.ts';

/**
 * The home header's line above the user's name: someone with no game yet (a new account) is
 * welcomed to the product; someone with games is welcomed back. While the games load: 'Welcome,'.
 */
export function homeGreeting(gameCount: number | undefined): string {
  if (gameCount === undefined) return 'Welcome,';
  return gameCount === 0 ? `Welcome to ${PRODUCT_NAME},` : 'Welcome back,';
}
