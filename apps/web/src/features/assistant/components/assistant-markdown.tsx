import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { cn } from '../../../lib/utils.ts';

/** App paths open through the router; anything else in a new tab. */
const components: Components = {
  a: ({ href, children }) =>
    href?.startsWith('/') && !href.startsWith('//') ? (
      <Link href={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ),
  // Remote images are not loaded (privacy, and the app's CSP): the picture becomes its words.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

/**
 * An assistant answer's markdown WITHOUT raw HTML (DESIGN.md 6): `skipHtml` drops any `<script>` or
 * `<img onerror>` an answer carries. Page chunk only: the floating panel shows plain text.
 */
export function AssistantMarkdown({ content }: { content: string }) {
  return (
    <div
      className={cn(
        'grid gap-2 leading-relaxed wrap-anywhere',
        '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
        '[&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold',
        '[&_code]:rounded [&_code]:bg-background/60 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em]',
        '[&_table]:text-sm [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2',
      )}
    >
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {content}
      </Markdown>
    </div>
  );
}
