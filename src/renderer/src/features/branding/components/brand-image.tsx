import { Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import { useImage } from '@renderer/lib/images/use-image';

export interface BrandImageProps {
  fileId: string;
  alt: string;
  style?: CSSProperties;
}

/** A stored branded image, read through the bridge; a small placeholder while it comes. */
export function BrandImage({ fileId, alt, style }: BrandImageProps) {
  const image = useImage(fileId);
  if (image.data === undefined) return <Skeleton.Image active={!image.isError} style={{ width: 48, height: 32, ...style }} />;
  return <img src={image.data} alt={alt} style={style} />;
}
