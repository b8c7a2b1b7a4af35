import type { ReactNode } from 'react';
import type { LegalBlock } from '../../lib/legalStructure';
import { LegalTable } from './LegalTable';

interface LegalSectionProps {
  headingId: string;
  heading: string;
  blocks: readonly LegalBlock[];
  /** Renders the text at a key below the section's ('p1', 'list1.email', 'table.caption'). */
  renderText: (key: string) => ReactNode;
}

/** One headed section of a legal text: its paragraphs, lists and tables in reading order. */
export function LegalSection({ headingId, heading, blocks, renderText }: LegalSectionProps) {
  return (
    <section aria-labelledby={headingId} className="mt-10 first:mt-0">
      {/* Focusable so the table of contents can move focus here. */}
      <h2
        id={headingId}
        tabIndex={-1}
        className="scroll-mt-6 text-xl font-semibold tracking-tight text-ink sm:text-2xl"
      >
        {heading}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-ink">
        {blocks.map((block) => {
          if (block.kind === 'paragraph') return <p key={block.key}>{renderText(block.key)}</p>;
          if (block.kind === 'list') {
            return (
              <ul key={block.key} className="list-disc space-y-2 pl-6 marker:text-accent">
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    {renderText(`${block.key}.${item}`)}
                  </li>
                ))}
              </ul>
            );
          }
          return (
            <LegalTable
              key={block.key}
              columns={block.columns}
              rows={block.rows}
              render={(path) => renderText(`${block.key}.${path}`)}
            />
          );
        })}
      </div>
    </section>
  );
}
