import { TEE_COLORS, type TeeColor } from '@golf/contracts';

const LABELS: Record<TeeColor, string> = {
  black: 'Black',
  gold: 'Gold',
  blue: 'Blue',
  white: 'White',
  green: 'Green',
  red: 'Red',
};

export const teeColorLabel = (color: TeeColor) => LABELS[color];

/** The six colours as options of the tee editor's colour select. */
export const TEE_COLOR_OPTIONS = TEE_COLORS.map((color) => ({ value: color, label: LABELS[color] }));
