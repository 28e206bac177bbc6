import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { pressKitEditorHref } from "~/core/press/press-kit";
import { MateBookingsFrame } from "~/features/bookings/mate-bookings-frame";
import { PressBios, PressPhotos, PressQuotes, PressRiders, PressVisibility } from "~/features/press/press-kit-editor";
import { ButtonLink } from "~/ui/button";
import { DjProfilePicker } from "~/ui/dj-profile-picker";
import { Notice } from "~/ui/notice";
import { handlePressKitAction, loadPressKitEditor } from "~server/adapters/press-kit-editor.server";
import { signedInContext } from "~server/adapters/route-guard.server";
import type { Route } from "./+types/mate-press-kit";

/**
 * /mate/press-kit (mate guard): the press kit of one DJ profile the person owns or manages (`?dj=`, chosen like the
 * dashboard's; another DJ is a 404): the long bio beside the short one, press photos, quotes, the two riders and
 * whether the kit is public or link-only (decision 058). Photos and riders post to paths of their own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPressKitEditor(signedInContext(context), new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePressKitAction(request, signedInContext(context), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.dj ? `${loaderData.dj.name}'s press kit` : "Press kit"} · Booth` },
  { name: "robots", content: "noindex" },
];

export default function MatePressKit({ loaderData }: Route.ComponentProps) {
  const { profiles, dj, kit } = loaderData;
  if (!dj || !kit)
    return (
      <MateBookingsFrame title="Press kit" eyebrow="Mate press kit">
        <Notice tone="info">
          The press kit belongs to a DJ profile you own or manage.{" "}
          <Link to="/claim-dj-profile">Claim your profile</Link> to keep one.
        </Notice>
      </MateBookingsFrame>
    );
  const query = profiles.length > 1 ? `?dj=${encodeURIComponent(dj.slug)}` : "";
  const actions = {
    editor: pressKitEditorHref(profiles.length > 1 ? dj.slug : null),
    photos: `/mate/press-kit/photos${query}`,
    riders: `/mate/press-kit/riders${query}`,
  };
  return (
    <MateBookingsFrame
      eyebrow="Mate press kit"
      title={`${dj.name}'s press kit`}
      description="What promoters and press need to book you, always current on your press page."
      aside={
        <ButtonLink to={`/dj/${dj.slug}/press`} variant="secondary" size="sm">
          Open the press page <ArrowUpRight aria-hidden className="size-4" />
        </ButtonLink>
      }
    >
      <DjProfilePicker
        profiles={profiles}
        value={dj.slug}
        keep={{}}
        className="mb-5 max-w-md"
        testId="press-kit-profile"
      />
      {!dj.public ? (
        <Notice tone="info" className="mb-5">
          This profile isn't public yet, so neither is its press page. Your changes are saved and show once it is.
        </Notice>
      ) : null}
      <div className="flex flex-col gap-5">
        <PressVisibility actions={actions} linkOnly={kit.linkOnly} />
        <PressBios
          actions={actions}
          shortBioHtml={kit.shortBioHtml}
          longBio={kit.longBio}
          editProfileHref={`/dj/${dj.slug}/edit`}
        />
        <PressPhotos actions={actions} photos={kit.photos} />
        <PressQuotes actions={actions} quotes={kit.quotes} />
        <PressRiders actions={actions} riders={kit.riders} />
      </div>
    </MateBookingsFrame>
  );
}
