import { useEffect, useState } from 'react';

/**
 * The QR code of a link (a share dialog's, a sign-in link's), drawn as an SVG by the `qrcode`
 * package, which is loaded only when one is first shown: no screen a player opens while scoring
 * pays for it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (current) setSvg(drawn);
      })
      .catch(() => {
        if (current) setSvg(null);
      });
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return <div className="share-qr share-qr--loading" aria-hidden="true" />;
  return (
    <img className="share-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={200} height={200} />
  );
}
