import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FaqBlock } from './content';

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Text with `[label](href)` links: app paths become router links, others (mailto:, tel:) anchors. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href}>
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** An answer's paragraphs, bulleted lists and numbered steps. */
export function FaqAnswer({ blocks }: { blocks: readonly FaqBlock[] }) {
  return blocks.map((block, index) => {
    if (typeof block === 'string') {
      return (
        <p key={index}>
          <RichText text={block} />
        </p>
      );
    }
    const items = 'list' in block ? block.list : block.steps;
    const children = items.map((item) => (
      <li key={item}>
        <RichText text={item} />
      </li>
    ));
    return 'list' in block ? <ul key={index}>{children}</ul> : <ol key={index}>{children}</ol>;
  });
}
