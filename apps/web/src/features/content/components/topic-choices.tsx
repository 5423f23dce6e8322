import type { BlogCategory } from '@fillwell/contracts';

interface TopicChoicesProps {
  categories: readonly BlogCategory[];
  chosen: readonly string[];
  onChange: (topics: string[]) => void;
}

/** The blog's categories as newsletter topics to tick. */
export function TopicChoices({ categories, chosen, onChange }: TopicChoicesProps) {
  function toggle(slug: string, isChecked: boolean) {
    onChange(isChecked ? [...chosen, slug] : chosen.filter((topic) => topic !== slug));
  }
  return (
    <fieldset>
      <legend className="font-semibold text-ink">Topics</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {categories.map((category) => (
          <label key={category.slug} className="flex items-start gap-2 text-ink">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={chosen.includes(category.slug)}
              onChange={(event) => toggle(category.slug, event.target.checked)}
            />
            <span>{category.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
