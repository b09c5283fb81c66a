import { ShareIcon } from '../../../components/icons/share-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { canShareNatively, shareNatively, type NativeShare } from './native-share.ts';

/**
 * 'Share': the phone's share sheet (Messages, WhatsApp, e-mail) with the link and a line of
 * text. Not shown where the browser has none; Copy and the QR code are beside it either way.
 */
export function ShareSheetButton({ share }: { share: NativeShare }) {
  if (typeof navigator === 'undefined' || !canShareNatively(navigator, share.url)) return null;
  const open = async () => {
    if ((await shareNatively(navigator, share)) === 'failed')
      toast({ title: 'Share failed', description: 'Copy the link instead', variant: 'destructive' });
  };
  return (
    <Button variant="outline" onClick={() => void open()}>
      <ShareIcon size={16} />
      Share
    </Button>
  );
}
