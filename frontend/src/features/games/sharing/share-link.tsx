import { useId } from 'react';
import { CopyLinkButton } from './copy-link-button.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';

/** One link: what it gives, the address to copy, and its QR code to show the group on the first tee. */
export function ShareLink({ title, promise, link, qrLabel }: { title: string; promise: string; link: string; qrLabel: string }) {
  const id = useId();
  return (
    <div className="share-link">
      <p className="share-link__promise">{promise}</p>
      <label className="field__label" htmlFor={id}>
        {title}
      </label>
      <div className="share-link__row">
        <input id={id} className="input share-link__input" value={link} readOnly onFocus={(event) => event.target.select()} />
        <CopyLinkButton link={link} />
      </div>
      <QrCode text={link} label={qrLabel} />
    </div>
  );
}
