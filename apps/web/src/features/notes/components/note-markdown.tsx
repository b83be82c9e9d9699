import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { cn } from '../../../lib/utils.ts';

/**
 * A note's markdown (GitHub flavour: tables, task lists, strikethrough, autolinks) rendered WITHOUT raw
 * HTML (DESIGN.md 6): no rehype-raw, so `<script>` or `<img onerror>` typed in a note shows as text.
 * Headings start at h3: the page's h1 and the sheet's h2 come first.
 */
export function NoteMarkdown({ content, className }: { content: string; className?: string | undefined }) {
  const { t } = useTranslation('notes');
  const components: Components = {
    h1: (props) => <h3 {...strip(props)} />,
    h2: (props) => <h4 {...strip(props)} />,
    h3: (props) => <h5 {...strip(props)} />,
    h4: (props) => <h6 {...strip(props)} />,
    h5: (props) => <h6 {...strip(props)} />,
    h6: (props) => <h6 {...strip(props)} />,
    a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
    // Remote images are not loaded (privacy, and the app's CSP): the picture becomes a link to it.
    img: ({ src, alt }) =>
      typeof src === 'string' && src ? (
        <a href={src} target="_blank" rel="noopener noreferrer nofollow">
          {alt || src}
        </a>
      ) : null,
    input: ({ node: _node, ...props }) => (
      <input {...props} aria-label={props.checked ? t('markdown.taskDone') : t('markdown.taskOpen')} />
    ),
  };
  return (
    <div
      className={cn(
        'grid gap-3 text-[0.95rem] leading-relaxed wrap-anywhere',
        '[&_h3]:text-xl [&_h3]:font-bold [&_h4]:text-lg [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
        '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-0.5 [&_ul.contains-task-list]:list-none [&_ul.contains-task-list]:pl-1',
        '[&_input]:mr-2 [&_input]:size-4 [&_input]:align-middle [&_input]:accent-primary',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em]',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
        '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_td]:border [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
        '[&_hr]:border-border',
        className,
      )}
    >
      <Markdown remarkPlugins={[remarkGfm]} components={components}>
        {content}
      </Markdown>
    </div>
  );
}

/** react-markdown passes its syntax-tree node along; DOM elements must not receive it. */
function strip<P extends { node?: unknown }>({ node: _node, ...props }: P): Omit<P, 'node'> {
  return props;
}
