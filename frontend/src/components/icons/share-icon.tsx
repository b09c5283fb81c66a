import { Icon, type IconProps } from './icon.tsx';

/** A box with an arrow leaving it: the phone's share sheet. */
export function ShareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8" />
      <path d="m16 6-4-4-4 4" />
      <path d="M12 2v13" />
    </Icon>
  );
}
