import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { SearchCombobox } from "~/features/search/search-combobox";

/**
 * Full-screen search on phones (spec §2): the same combobox as the desktop bar, with suggestions and history.
 * Escape closes it (Radix handles Escape and returns focus to the header's Search button).
 */
export function SearchOverlay({
  open,
  onOpenChange,
  productSlug,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productSlug: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          data-testid="search-overlay"
          className="fixed inset-0 z-[70] flex flex-col overflow-y-auto bg-bg/98 backdrop-blur-xl"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">Search</Dialog.Title>
          <div className="flex items-start gap-2 border-b border-border px-4 py-3">
            <div className="min-w-0 flex-1">
              <SearchCombobox
                productSlug={productSlug}
                inputId="overlay-search"
                variant="overlay"
                autoFocus
                onNavigate={() => onOpenChange(false)}
              />
            </div>
            <Dialog.Close className="grid size-11 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-2">
              <X aria-hidden className="size-5" />
              <span className="sr-only">Close search</span>
            </Dialog.Close>
          </div>
          <div className="px-4 py-6 text-sm text-muted">
            <p>Find DJs by stage name, venues by city, events, production lines and news.</p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
