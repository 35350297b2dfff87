import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimised, lazily loaded `<img>`, rendered on the server only:
 * these images need no placeholder or load handler, so none of next/image's
 * client code ships or hydrates for them. Without `sizes` the srcset holds a
 * 1x and a 2x candidate for the given width, all the sources here have.
 */
export function StaticImage(props: ImageProps) {
  const { props: imgProps } = getImageProps(props);
  // `alt` is among imgProps: ImageProps requires it.
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element
  return <img {...imgProps} />;
}
