import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

export type IconComponent = (props: SvgIconProps) => React.JSX.Element;

/**
 * An icon from one 24x24 SVG path (Material Design icon shapes, Apache-2.0), inline: no icon
 * font and no icon package in the bundle.
 */
export function makeIcon(name: string, path: string): IconComponent {
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon aria-hidden={props['aria-label'] ? undefined : true} {...props}>
        <path d={path} />
      </SvgIcon>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
