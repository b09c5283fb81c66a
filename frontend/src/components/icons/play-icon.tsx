import { Icon, type IconProps } from './icon.tsx';

export function PlayIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <polygon points="6 3 20 12 6 21 6 3" />
    </Icon>
  );
}
