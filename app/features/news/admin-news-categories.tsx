import { useFetcher } from "react-router";
import type { FormResult } from "~/core/forms/form-result";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";

export interface AdminNewsCategory {
  id: string;
  slug: string;
  name: string;
  articles: number;
}

function CategoryForm({ category }: { category?: AdminNewsCategory }) {
  const fetcher = useFetcher<FormResult>();
  const error = fetcher.data?.errors?.name;
  const id = category ? `category-${category.id}` : "category-new";
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-start gap-2">
      <input type="hidden" name="intent" value={category ? "rename-category" : "create-category"} />
      {category ? <input type="hidden" name="categoryId" value={category.id} /> : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {category ? `Rename ${category.name}` : "New category name"}
        </label>
        <input
          id={id}
          name="name"
          defaultValue={category?.name}
          placeholder={category ? undefined : "New category"}
          required
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-9 w-full rounded-lg border border-border bg-bg px-3 text-sm focus-visible:outline-2 focus-visible:outline-accent-fg"
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs text-[#fca5a5]">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" variant={category ? "secondary" : "primary"} disabled={fetcher.state !== "idle"}>
        {category ? "Rename" : "Add"}
        {category ? <span className="sr-only"> {category.name}</span> : null}
      </Button>
      {category ? (
        <span className="basis-full text-xs text-[#a0a0b2]">
          /news?category={category.slug} · {category.articles} {category.articles === 1 ? "article" : "articles"}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/** Categories: create and rename (the slug, used by links and feeds, stays). */
export function AdminNewsCategories({ categories }: { categories: AdminNewsCategory[] }) {
  return (
    <Card className="p-4 md:p-5">
      <h2 className="font-display text-lg font-semibold">Categories</h2>
      <p className="mt-1 text-sm text-muted">Renaming keeps the category's address, so links and feeds keep working.</p>
      <ul className="mt-4 flex flex-col gap-3">
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryForm category={category} />
          </li>
        ))}
        <li className="border-t border-border pt-3">
          <CategoryForm />
        </li>
      </ul>
    </Card>
  );
}
