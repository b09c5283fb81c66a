/** The product's name, as the app greets people and signs its screens. */
export const PRODUCT_NAME = 'Golf Scorer';
