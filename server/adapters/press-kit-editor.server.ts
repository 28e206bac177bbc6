import { data, redirect } from "react-router";
import { fieldErrorsOf, REQUEST_NOT_UNDERSTOOD } from "~/core/forms/form-result";
import {
  isRiderKind,
  MAX_PRESS_PHOTO_BYTES,
  MAX_RIDER_BYTES,
  PRESS_PHOTO_MISSING,
  PRESS_PHOTO_TOO_LARGE,
  PRESS_PHOTO_WIDTHS,
  type PressKitAnswer,
  pressBioSchema,
  pressKitEditorHref,
  pressKitIntentSchema,
  pressPhotoCreditSchema,
  pressPhotoPath,
  pressQuoteSchema,
  RIDER_LABELS,
  RIDER_MISSING,
  RIDER_TOO_LARGE,
  riderPath,
} from "~/core/press/press-kit";
import { richTextForEditing } from "~/core/text/rich-text";
import { AppError } from "~server/domain/app-error.server";
import { sanitizeRichText } from "~server/domain/content/sanitize-rich-text.server";
import { getEditableDj } from "~server/domain/djs/get-editable-dj.server";
import { addPressPhoto } from "~server/domain/press-kits/add-press-photo.server";
import { addPressQuote } from "~server/domain/press-kits/add-press-quote.server";
import { editPressPhotoCredit } from "~server/domain/press-kits/edit-press-photo-credit.server";
import { getPressKit } from "~server/domain/press-kits/get-press-kit.server";
import { movePressPhoto } from "~server/domain/press-kits/move-press-photo.server";
import { removePressPhoto } from "~server/domain/press-kits/remove-press-photo.server";
import { removePressQuote } from "~server/domain/press-kits/remove-press-quote.server";
import { removePressRider } from "~server/domain/press-kits/remove-press-rider.server";
import { savePressBio } from "~server/domain/press-kits/save-press-bio.server";
import { savePressRider } from "~server/domain/press-kits/save-press-rider.server";
import { setPressKitLinkOnly } from "~server/domain/press-kits/set-press-kit-link-only.server";
import { uploadStorage } from "~server/storage/file-storage.server";
import type { ScreenPayload, SignedInContext } from "./access.server";
import { appErrorStatus } from "./app-error-response.server";
import { chosenManagedDj } from "./chosen-managed-dj.server";

/** /mate/press-kit's loader: the chooser and the chosen DJ's kit as the editor shows it. */
export async function loadPressKitEditor(ctx: SignedInContext, url: URL) {
  const { profiles, dj } = await chosenManagedDj(ctx, url);
  if (!dj) return { profiles, dj: null, kit: null };
  const [kit, profile] = await Promise.all([
    getPressKit(ctx.database.db, dj.id),
    getEditableDj(ctx.database.db, { id: ctx.userId }, dj.slug),
  ]);
  return {
    profiles,
    dj: { slug: dj.slug, name: dj.displayName, public: dj.active && dj.verificationStatus !== "none" },
    kit: {
      longBio: richTextForEditing(kit.longBio),
      shortBioHtml: sanitizeRichText(profile.bio ?? ""),
      linkOnly: kit.linkOnly,
      photos: kit.photos.map((p) => ({
        id: p.id,
        credit: p.credit ?? "",
        width: p.width,
        height: p.height,
        bytes: p.bytes,
        type: p.originalType,
        thumb: pressPhotoPath(dj.slug, p.id, PRESS_PHOTO_WIDTHS[0]),
        original: pressPhotoPath(dj.slug, p.id, "original"),
      })),
      quotes: kit.quotes,
      riders: (["technical", "hospitality"] as const).map((kind) => {
        const rider = kit.riders[kind];
        return {
          kind,
          label: RIDER_LABELS[kind],
          file: rider ? { name: rider.fileName, bytes: rider.bytes, href: riderPath(dj.slug, kind) } : null,
        };
      }),
    },
  };
}

function refused(error: unknown, fallbackField?: string) {
  if (!(error instanceof AppError)) throw error;
  return data<PressKitAnswer>(
    { ok: false, error: error.message, field: error.field ?? fallbackField },
    { status: appErrorStatus(error) },
  );
}

const invalid = (error: string, field: string, status = 400) =>
  data<PressKitAnswer>({ ok: false, error, field }, { status });

/** The editor's own actions: the long bio, the link-only switch, quotes, and each photo's credit, order and removal. */
export async function handlePressKitAction(request: Request, ctx: SignedInContext, url: URL) {
  const { dj } = await chosenManagedDj(ctx, url);
  if (!dj) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  const form = Object.fromEntries((await request.formData()).entries());
  const parsed = pressKitIntentSchema.safeParse(form);
  if (!parsed.success) return invalid(REQUEST_NOT_UNDERSTOOD, "form");
  const db = ctx.database.db;
  const storage = uploadStorage(ctx.config.dataDir);
  const action = parsed.data;
  try {
    switch (action.intent) {
      case "bio": {
        const bio = pressBioSchema.safeParse(action);
        if (!bio.success) return invalid(bio.error.issues[0].message, "longBio");
        await savePressBio(db, dj.id, bio.data.longBio);
        return data<PressKitAnswer>({ ok: true, message: "Long bio saved" });
      }
      case "link-only": {
        await setPressKitLinkOnly(db, dj.id, action.linkOnly === "on");
        return data<PressKitAnswer>({
          ok: true,
          message: action.linkOnly === "on" ? "The press kit is link-only now" : "The press kit is public now",
        });
      }
      case "quote": {
        const quote = pressQuoteSchema.safeParse(action);
        if (!quote.success)
          return data<PressKitAnswer>(
            { ok: false, error: quote.error.issues[0].message, field: "quote", errors: fieldErrorsOf(quote.error) },
            { status: 400 },
          );
        await addPressQuote(db, dj.id, quote.data);
        return data<PressKitAnswer>({ ok: true, message: "Quote added" });
      }
      case "remove-quote":
        await removePressQuote(db, dj.id, action.quoteId);
        return data<PressKitAnswer>({ ok: true, message: "Quote removed" });
      case "credit": {
        const credit = pressPhotoCreditSchema.safeParse(action);
        if (!credit.success) return invalid(credit.error.issues[0].message, "credit");
        await editPressPhotoCredit(db, dj.id, action.photoId, credit.data.credit);
        return data<PressKitAnswer>({ ok: true, message: "Credit saved" });
      }
      case "move-photo":
        await movePressPhoto(db, dj.id, action.photoId, action.direction);
        return data<PressKitAnswer>({ ok: true, message: "Photo moved" });
      case "remove-photo":
        await removePressPhoto(db, storage, dj.id, action.photoId);
        return data<PressKitAnswer>({ ok: true, message: "Photo removed" });
      case "remove-rider":
        await removePressRider(db, storage, dj.id, action.kind);
        return data<PressKitAnswer>({ ok: true, message: `${RIDER_LABELS[action.kind]} removed` });
    }
  } catch (error) {
    return refused(error);
  }
}

/** POST /mate/press-kit/photos: one press photo (up to 25 MB, its own body limit) and its credit. */
export async function handlePressPhotoUpload(request: Request, ctx: SignedInContext, url: URL) {
  const { dj } = await chosenManagedDj(ctx, url);
  if (!dj) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  const form = await request.formData();
  const file = form.get("photo");
  if (!(file instanceof File) || file.size === 0) return invalid(PRESS_PHOTO_MISSING, "photo");
  if (file.size > MAX_PRESS_PHOTO_BYTES) return invalid(PRESS_PHOTO_TOO_LARGE, "photo", 413);
  const credit = pressPhotoCreditSchema.safeParse({ credit: form.get("credit") ?? "" });
  if (!credit.success) return invalid(credit.error.issues[0].message, "credit");
  try {
    await addPressPhoto(ctx.database.db, uploadStorage(ctx.config.dataDir), dj.id, {
      bytes: new Uint8Array(await file.arrayBuffer()),
      credit: credit.data.credit,
    });
  } catch (error) {
    return refused(error, "photo");
  }
  return data<PressKitAnswer>({ ok: true, message: "Photo added" });
}

/** POST /mate/press-kit/riders: a technical or hospitality rider as a PDF (up to 10 MB, its own body limit). */
export async function handleRiderUpload(request: Request, ctx: SignedInContext, url: URL) {
  const { dj } = await chosenManagedDj(ctx, url);
  if (!dj) throw data<ScreenPayload>({ screen: "not-found" }, { status: 404 });
  const form = await request.formData();
  const kind = form.get("kind");
  if (typeof kind !== "string" || !isRiderKind(kind)) return invalid(REQUEST_NOT_UNDERSTOOD, "form");
  const file = form.get("rider");
  if (!(file instanceof File) || file.size === 0) return invalid(RIDER_MISSING, `rider-${kind}`);
  if (file.size > MAX_RIDER_BYTES) return invalid(RIDER_TOO_LARGE, `rider-${kind}`, 413);
  try {
    await savePressRider(ctx.database.db, uploadStorage(ctx.config.dataDir), dj.id, {
      kind,
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName: file.name,
    });
  } catch (error) {
    if (error instanceof AppError) return refused(new AppError(error.code, error.message, { field: `rider-${kind}` }));
    throw error;
  }
  return data<PressKitAnswer>({ ok: true, message: `${RIDER_LABELS[kind]} saved` });
}

/** The upload paths have no page of their own: a visit goes to the editor. */
export function toPressKitEditor(url: URL) {
  return redirect(pressKitEditorHref(url.searchParams.get("dj")));
}
