import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code of `text` drawn as SVG (one path of its dark modules, a quiet zone of four), for an
 * authenticator app to scan at enrolment (issue 28 item 6). The image has a name; the same
 * secret is written beside it for those who cannot scan.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const { size: n, data } = encode(text, { ecc: 'M', border: 0 });
    const parts: string[] = [];
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x + 4} ${y + 4}h1v1h-1z`);
      }),
    );
    return { path: parts.join(''), modules: n + 8 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-testid="totp-qr"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
