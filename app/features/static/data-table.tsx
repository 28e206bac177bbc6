import type { ReactNode } from "react";

/**
 * A table of the privacy policy (what is recorded, what is stored where). Phones: each row stacks (name, then
 * details); wider screens get the full table.
 */
export function DataTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: [string, ...ReactNode[]][];
}) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-border">
      <table className="block w-full border-collapse text-left text-[14px] leading-relaxed sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-surface-2 sm:table-header-group">
          <tr>
            {head.map((cell) => (
              <th
                key={cell}
                scope="col"
                className="px-4 py-3 text-xs font-semibold tracking-[0.12em] text-fg uppercase"
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block bg-surface sm:table-row-group">
          {rows.map(([name, ...cells]) => (
            <tr
              key={name}
              className="block border-border px-4 py-3 not-first:border-t sm:table-row sm:p-0 sm:align-top"
            >
              <th scope="row" className="block font-semibold text-fg sm:table-cell sm:px-4 sm:py-3 sm:font-medium">
                {name}
              </th>
              {cells.map((cell, j) => (
                <td key={head[j + 1]} className="mt-1 block text-[#c8c8d4] sm:mt-0 sm:table-cell sm:px-4 sm:py-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A storage key or field name inside prose. */
export const InlineCode = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono text-[0.85em] whitespace-nowrap text-accent-fg">
    {children}
  </code>
);
