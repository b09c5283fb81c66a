import { useId } from 'react';
import { CopyLinkButton } from './copy-link-button.tsx';
import type { NativeShare } from './native-share.ts';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { ShareSheetButton } from './share-sheet-button.tsx';

/**
 * One link: what it gives, the address to copy or hand to the phone's share sheet (with `line`,
 * a line of text saying what it is), and its QR code to show the group on the first tee.
 */
export function ShareLink({
  title,
  promise,
  link,
  qrLabel,
  share,
}: {
  title: string;
  promise: string;
  link: string;
  qrLabel: string;
  share: Omit<NativeShare, 'url'>;
}) {
  const id = useId();
  return (
    <div className="share-link">
      <p className="share-link__promise">{promise}</p>
      <label className="field__label" htmlFor={id}>
        {title}
      </label>
      <input id={id} className="input share-link__input" value={link} readOnly onFocus={(event) => event.target.select()} />
      <div className="share-link__actions">
        <CopyLinkButton link={link} />
        <ShareSheetButton share={{ ...share, url: link }} />
      </div>
      <QrCode text={link} label={qrLabel} />
    </div>
  );
}
