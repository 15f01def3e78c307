import { usePrivateFileUrl } from '../../../../lib/private-file.ts';

/**
 * One of the project's pictures, fetched with the caller's token (lib/private-file.ts); a soft square
 * stands in while it comes, and says so if it could not.
 */
export function PhotoPicture({
  path,
  alt,
  width,
  height,
  className,
}: {
  path: string;
  alt: string;
  width: number;
  height: number;
  className: string;
}) {
  const image = usePrivateFileUrl(path);
  if (image.status === 'ready')
    return <img src={image.src} alt={alt} width={width} height={height} className={className} />;
  return (
    <div
      role="img"
      aria-label={alt || 'Photo'}
      aria-busy={image.status === 'loading'}
      className={`flex items-center justify-center bg-slate-100 text-xs text-slate-500 ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {image.status === 'failed' ? 'Not available' : ''}
    </div>
  );
}
