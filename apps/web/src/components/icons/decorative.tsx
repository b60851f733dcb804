import type AntdIcon from '@ant-design/icons/lib/components/AntdIcon';
import { forwardRef, type ComponentProps, type ComponentRef } from 'react';

type AntdIconType = typeof AntdIcon;
type IconProps = Omit<ComponentProps<AntdIconType>, 'icon'>;
type IconComponent = React.ForwardRefExoticComponent<IconProps & React.RefAttributes<HTMLSpanElement>>;

/**
 * The icon as decoration: hidden from screen readers (no English name of its own), unless the caller names it with
 * aria-label (then it is an image with that name, as Ant Design makes it).
 */
export function decorative(Icon: IconComponent): IconComponent {
  const Decorative = forwardRef<ComponentRef<IconComponent>, IconProps>((props, ref) =>
    props['aria-label'] ? (
      <Icon ref={ref} {...props} />
    ) : (
      <Icon ref={ref} role={undefined} aria-label={undefined} aria-hidden {...props} />
    ),
  );
  Decorative.displayName = `Decorative(${Icon.displayName ?? 'Icon'})`;
  return Decorative;
}
