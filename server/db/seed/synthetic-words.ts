/** The words synthetic rows are named from: the factories of tests take the first ones, the bulk seed all of them. */
export const NAME_WORDS = [
  "Nova",
  "Kairo",
  "Lumen",
  "Vanta",
  "Echo",
  "Sable",
  "Orbit",
  "Mira",
  "Tide",
  "Onyx",
  "Zara",
  "Pulse",
  "Rhea",
  "Juno",
  "Axel",
  "Noor",
] as const;

export const GENRE_WORDS = [
  "Techno",
  "House",
  "Afro House",
  "Amapiano",
  "Drum & Bass",
  "Trance",
  "Melodic Techno",
  "Disco",
  "Hip Hop",
  "Minimal",
] as const;
