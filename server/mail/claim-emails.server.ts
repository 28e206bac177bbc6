import type { MailMessage } from "./mailer.server";

/** Mails to a claimant after an admin reviewed their DJ profile claim (plain text: short and to the point). */
export function claimApprovedEmail(
  brand: string,
  publicUrl: string,
  to: { email: string; name: string },
  dj: { slug: string; displayName: string },
): MailMessage {
  const link = `${publicUrl}/dj/${dj.slug}/edit`;
  return {
    to: to.email,
    subject: `You now manage ${dj.displayName} on ${brand}`,
    link,
    text: `${to.name ? `Hi ${to.name},` : "Hi,"}\n\nGood news: your claim on the DJ profile ${dj.displayName} was approved. You can now edit the profile — photo, bio, genres, links and bookings:\n\n${link}\n\n${brand} — made by DJs for DJs\n`,
  };
}

export function claimRejectedEmail(
  brand: string,
  publicUrl: string,
  to: { email: string; name: string },
  dj: { slug: string; displayName: string },
): MailMessage {
  const link = `${publicUrl}/claim-dj-profile`;
  return {
    to: to.email,
    subject: `Your claim on ${dj.displayName} was not approved`,
    link,
    text: `${to.name ? `Hi ${to.name},` : "Hi,"}\n\nWe reviewed your claim on the DJ profile ${dj.displayName} and could not approve it. If this profile really is yours, claim it again with a link we can check (for example the artist's own Instagram or website, mentioning Booth):\n\n${link}\n\n${brand} — made by DJs for DJs\n`,
  };
}
