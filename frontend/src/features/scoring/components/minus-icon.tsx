import { Icon, type IconProps } from '../../../components/icons/icon.tsx';

export function MinusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14" />
    </Icon>
  );
}
