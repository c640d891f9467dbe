import defaultBanner from '../../../assets/default-banner.svg';

export interface ActivityImageProps {
  /** Absolute image URL; without one the light default banner shows. */
  src: string | undefined;
  /** The activity title: a real photo is content. The default banner is decoration (empty alt). */
  title: string;
  /** Above the fold (first card row, the detail hero): load at once instead of lazily. */
  eager?: boolean;
  /** The likely largest paint (first card, detail hero): fetched before other images. */
  priority?: boolean;
}

/**
 * The first image of an activity or the default banner. Width and height give the browser the
 * ratio before the file arrives; the surrounding frame fixes the box anyway, so nothing shifts.
 */
export function ActivityImage({ src, title, eager = false, priority = false }: ActivityImageProps) {
  return (
    <img
      src={src ?? defaultBanner}
      alt={src ? title : ''}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      data-default-banner={src ? undefined : 'true'}
    />
  );
}
