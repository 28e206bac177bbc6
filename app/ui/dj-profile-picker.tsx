import { PickerForm } from "./event-analytics-parts";

/**
 * The "DJ profile" chooser of the screens a DJ's managers use per profile (dashboard, calendar, press kit): shown
 * only to someone with more than one profile; choosing reloads the screen with `?dj=` and `keep`'s query.
 */
export function DjProfilePicker({
  profiles,
  value,
  keep,
  className,
  testId,
}: {
  profiles: readonly { slug: string; displayName: string }[];
  value: string;
  keep: Readonly<Record<string, string>>;
  className: string;
  testId: string;
}) {
  if (profiles.length < 2) return null;
  return (
    <PickerForm
      label="DJ profile"
      name="dj"
      value={value}
      options={profiles.map((p) => ({ value: p.slug, label: p.displayName }))}
      keep={keep}
      className={className}
      testId={testId}
    />
  );
}
