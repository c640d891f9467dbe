/**
 * Small inline icons of the static pages (no icon library: the home page stays light).
 * All are decorative (aria-hidden); the text beside them says what they mean.
 */
import { Svg, type IconProps } from '../../layout/icons';

// The pages draw a lighter line than the layout.
const Icon = (props: IconProps) => <Svg strokeWidth="1.8" {...props} />;

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

/** People of different sizes side by side: education for everyone. */
export const InclusionIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="7" r="3" />
    <circle cx="17" cy="9" r="2.2" />
    <path d="M2.5 20c0-3.3 2.5-6 5.5-6s5.5 2.7 5.5 6" />
    <path d="M13.5 15.2c.9-.8 2.1-1.2 3.5-1.2 2.5 0 4.5 2.2 4.5 5" />
  </Icon>
);

export const BookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 6.5C10.2 5 7.7 4.5 4 4.5v13c3.7 0 6.2.5 8 2 1.8-1.5 4.3-2 8-2v-13c-3.7 0-6.2.5-8 2z" />
    <path d="M12 6.5v13" />
  </Icon>
);

/** A sprout: skills that grow. */
export const GrowthIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21v-9" />
    <path d="M12 12c0-4 3-6.5 7.5-6.5 0 4.5-3 6.5-7.5 6.5z" />
    <path d="M12 14.5c0-3.2-2.4-5.2-6.5-5.2 0 3.6 2.4 5.2 6.5 5.2z" />
  </Icon>
);

export const ChatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 5.5h16v10H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);

export const CodeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8.5 7.5L4 12l4.5 4.5M15.5 7.5L20 12l-4.5 4.5M13.5 5l-3 14" />
  </Icon>
);

export const LifebuoyIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="M6 6l3.5 3.5M18 6l-3.5 3.5M6 18l3.5-3.5M18 18l-3.5-3.5" />
  </Icon>
);

export const TeacherIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="11" rx="1.5" />
    <path d="M7 19.5l2-4.5M17 19.5l-2-4.5M8 8.5h5M8 11.5h8" />
  </Icon>
);

export const BridgeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 16.5h19M4 16.5V10M20 16.5V10M4 10c2.5 0 5.5-2.5 8-2.5s5.5 2.5 8 2.5M9 16.5V9M15 16.5V9" />
  </Icon>
);

export const ChartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 19.5h16M6.5 16l4-4.5 3 3 5-6" />
    <path d="M15 8.5h3.5V12" />
  </Icon>
);
