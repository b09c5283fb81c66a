import { PRODUCT_NAME } from '../../lib/product.ts';
import { FlagIcon } from '../icons/flag-icon.tsx';

/** The product mark and name shown on signed-out screens. */
export function Brand() {
  return (
    <div className="brand">
      <span className="brand__mark">
        <FlagIcon size={22} />
      </span>
      <span className="brand__name">{PRODUCT_NAME}</span>
    </div>
  );
}
