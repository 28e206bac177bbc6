import * as Dialog from "@radix-ui/react-dialog";
import { Search, X } from "lucide-react";
import { Form } from "react-router";

/** Full-screen search on phones (spec §2); Escape closes it (Radix handles Escape and focus return). */
export function SearchOverlay({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-[70] flex flex-col bg-bg/98 backdrop-blur-xl"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">Search</Dialog.Title>
          <Form
            method="get"
            action="/search"
            role="search"
            onSubmit={() => onOpenChange(false)}
            className="flex items-center gap-2 border-b border-border px-4 py-3"
          >
            <Search aria-hidden className="size-5 shrink-0 text-muted" />
            <label htmlFor="overlay-search" className="sr-only">
              Search DJs, venues, events, productions and news
            </label>
            <input
              id="overlay-search"
              name="q"
              type="search"
              required
              autoComplete="off"
              placeholder="Search DJs, venues, events…"
              className="h-11 min-w-0 flex-1 bg-transparent text-base text-fg placeholder:text-muted focus:outline-none"
            />
            <Dialog.Close className="grid size-10 place-items-center rounded-full text-fg hover:bg-surface-2">
              <X aria-hidden className="size-5" />
              <span className="sr-only">Close search</span>
            </Dialog.Close>
          </Form>
          <div className="px-4 py-6 text-sm text-muted">
            <p>Find DJs by stage name, venues by city, events, production lines and news.</p>
            <p className="mt-2">
              Press <kbd className="rounded border border-border bg-surface px-1.5 py-0.5 text-xs">Enter</kbd> to
              search, <kbd className="rounded border border-border bg-surface px-1.5 py-0.5 text-xs">Esc</kbd> to close.
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
