/**
 * What a DJ card shows. It lives here rather than beside the card so the domain functions that fill cards
 * (the /following list) can name the shape without importing a screen.
 */
export interface DjCardData {
  slug: string;
  displayName: string;
  genres: string[];
  location: string | null;
  profileImage: string | null;
  imagePosition: string | null;
  verificationStatus: string;
}
