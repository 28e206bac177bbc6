/**
 * Demo content for a first start: a fictional but believable international electronic scene.
 * All names are invented; any resemblance to real artists is coincidental.
 */

export interface DemoDj {
  name: string;
  real: string;
  city: string;
  genres: string[];
  bio: string;
  /** "v" verified, "m" mate, "n" none (not public). */
  status: "v" | "m" | "n";
  inactive?: boolean;
  featured?: boolean;
  suggested?: boolean;
  whatsapp?: string;
  booking?: boolean;
  /** The booking deposit (US cents) asked with inquiries while payments are on. */
  deposit?: number;
  agency?: string;
  /** Fewer social links (a newcomer). */
  sparse?: boolean;
  /** Profile colour theme (app/core/djs/dj-themes.ts). */
  theme?: string;
  /** Featured track link; by default a SoundCloud mix on the DJ's handle. */
  track?: string;
  /** Featured videos (YouTube / Vimeo links). */
  videos?: string[];
}

export const DEMO_DJS: DemoDj[] = [
  {
    name: "Nadia Voss",
    real: "Nadia Vossberg",
    city: "Berlin, Germany",
    genres: ["Techno", "Industrial"],
    status: "v",
    featured: true,
    suggested: true,
    booking: true,
    agency: "Kollektiv Artists",
    bio: "Resident at two of Berlin's longest-running warehouse nights, Nadia Voss builds relentless, percussive techno sets that start at 138 and rarely look back. Her Sunday-morning closings have become the stuff of queue folklore.",
  },
  {
    name: "Kairo Blaze",
    real: "Kayode Adebayo",
    city: "Lagos, Nigeria",
    genres: ["Afro House", "Amapiano"],
    status: "v",
    featured: true,
    suggested: true,
    whatsapp: "+2348031234567",
    booking: true,
    bio: "Kairo Blaze threads log-drum swing through deep Afro house, pulling from highlife records he found in his father's collection. His Lagos beach sessions run from sunset until the generators give up.",
  },
  {
    name: "Sable Moreau",
    real: "Camille Moreau",
    city: "Amsterdam, Netherlands",
    genres: ["Melodic Techno", "Progressive House"],
    status: "v",
    featured: true,
    booking: true,
    deposit: 15000,
    agency: "North Sea Bookings",
    bio: "Sable Moreau plays slow-blooming melodic techno with a classical pianist's sense of tension and release. Expect long blends, big breakdowns and at least one moment where the whole room closes its eyes.",
  },
  {
    name: "Tomer Halevi",
    real: "Tomer Halevi",
    city: "Tel Aviv, Israel",
    genres: ["Trance", "Psytrance"],
    status: "m",
    featured: true,
    suggested: true,
    whatsapp: "+972541234567",
    booking: true,
    agency: "Blue Hour Agency",
    theme: "gold",
    track: "https://www.mixcloud.com/tomerhalevi/sunrise-at-gordon-beach/",
    videos: ["https://vimeo.com/291715535", "https://www.youtube.com/watch?v=Zf4Xq1mTl8c"],
    bio: "A Tel Aviv beach-party veteran, Tomer Halevi plays bright, driving trance for sunrise crowds. His sets lean on rolling basslines and the kind of euphoric leads that make strangers hug.",
  },
  {
    name: "Lindiwe Khumalo",
    real: "Lindiwe Khumalo",
    city: "Johannesburg, South Africa",
    genres: ["Amapiano", "Deep House"],
    status: "v",
    featured: true,
    suggested: true,
    whatsapp: "+27821234567",
    bio: "Lindiwe Khumalo came up through Soweto's street-party circuit and now headlines Joburg's biggest amapiano Sundays. Her mixes are patient, soulful and built around the log drum.",
  },
  {
    name: "Marcus Reyes",
    real: "Marcus Reyes",
    city: "New York, USA",
    genres: ["House", "Disco"],
    status: "v",
    featured: true,
    booking: true,
    agency: "Loft Line Agency",
    bio: "Marcus Reyes learned to DJ on a friend's rooftop in Bushwick and still plays like every set is a block party. Gospel house, edits of forgotten disco and a lot of hands in the air.",
  },
  {
    name: "Giorgi Tsereteli",
    real: "Giorgi Tsereteli",
    city: "Tbilisi, Georgia",
    genres: ["Techno", "Hard Techno"],
    status: "m",
    suggested: true,
    bio: "Giorgi Tsereteli is a fixture of Tbilisi's underground, known for dark, hypnotic techno that locks a room in for hours. He produces most of what he plays in a studio under an old Soviet printing house.",
  },
  {
    name: "Lua Cardoso",
    real: "Luana Cardoso",
    city: "São Paulo, Brazil",
    genres: ["Deep House", "Afro House"],
    status: "v",
    suggested: true,
    whatsapp: "+5511912345678",
    booking: true,
    bio: "Lua Cardoso mixes Brazilian percussion and deep, warm house into sets that feel like a late summer evening. She runs a monthly vinyl-only night in a São Paulo record shop basement.",
  },
  {
    name: "Ellis Crane",
    real: "Ellis Cranfield",
    city: "London, UK",
    genres: ["Drum & Bass", "Jungle"],
    status: "v",
    featured: true,
    booking: true,
    bio: "Ellis Crane grew up on pirate radio and plays drum & bass with a selector's ear: rollers, jungle dubplates and the occasional liquid curveball. A regular on London's Thursday-night circuit.",
  },
  {
    name: "Inés Vidal",
    real: "Inés Vidal Roca",
    city: "Ibiza, Spain",
    genres: ["House", "Tech House"],
    status: "v",
    featured: true,
    suggested: true,
    whatsapp: "+34611234567",
    booking: true,
    agency: "Balearic Talent",
    theme: "sunset",
    videos: ["https://www.youtube.com/watch?v=Qm7xJ2pLk0A", "https://vimeo.com/347119375"],
    bio: "An Ibiza native, Inés Vidal plays groovy, percussive house tuned for terraces and open-air afternoons. She has warmed up for the island's biggest names and now closes the nights herself.\n\nHer summer residency runs every Sunday from June to October, and her monthly radio show digs through forty years of Balearic records — from sunset classics to brand-new promos.",
  },
  {
    name: "Oskar Lind",
    real: "Oskar Lindqvist",
    city: "Berlin, Germany",
    genres: ["Minimal", "Techno"],
    status: "m",
    bio: "Oskar Lind plays stripped-back, swinging minimal for people who like to dance for eight hours. Loves a rare Romanian record; hates a long breakdown.",
  },
  {
    name: "Amara Obi",
    real: "Amarachi Obi",
    city: "London, UK",
    genres: ["Afro House", "UK Garage"],
    status: "v",
    suggested: true,
    booking: true,
    bio: "Amara Obi connects London garage swing with Afro house rhythm, shaped by Sunday lunches in Peckham and summers in Enugu. Her radio show is a weekly reference for new African dance music.",
  },
  {
    name: "Yaniv Sol",
    real: "Yaniv Solomon",
    city: "Tel Aviv, Israel",
    genres: ["Melodic Techno", "Indie Dance"],
    status: "v",
    whatsapp: "+972527654321",
    bio: "Yaniv Sol writes cinematic, synth-heavy melodic techno and plays it out at rooftop parties across Tel Aviv. His sets are built like film scores: slow openings, huge third acts.",
  },
  {
    name: "Thando Mokoena",
    real: "Thando Mokoena",
    city: "Johannesburg, South Africa",
    genres: ["Amapiano", "Gqom"],
    status: "m",
    whatsapp: "+27831112222",
    bio: "Thando Mokoena blends amapiano's lazy shuffle with the raw low end of Durban gqom. A producer first, he tests every new track on the Friday crowd at his Braamfontein residency.",
  },
  {
    name: "Vera Kollár",
    real: "Veronika Kollár",
    city: "Berlin, Germany",
    genres: ["Trance", "Techno"],
    status: "v",
    featured: true,
    bio: "Vera Kollár brings 90s trance euphoria into the modern techno room: hard kicks, acid lines and arpeggios that climb forever. A Budapest expat who found her sound in Berlin's after-hours scene.",
  },
  {
    name: "DJ Okapi",
    real: "Emeka Nwosu",
    city: "Lagos, Nigeria",
    genres: ["Hip Hop", "Afrobeats"],
    status: "v",
    suggested: true,
    whatsapp: "+2348097654321",
    booking: true,
    bio: "DJ Okapi is Lagos's go-to party starter: Afrobeats, hip hop and amapiano cut fast with a scratch DJ's hands. Tour DJ for several Nigerian rap acts and a three-time regional battle champion.",
  },
  {
    name: "Mila Hart",
    real: "Emily Hartley",
    city: "London, UK",
    genres: ["Disco", "House"],
    status: "m",
    bio: "Mila Hart digs for forgotten disco and boogie and plays it with modern house punch. Her edits have been spun from Brixton basements to Balearic terraces.",
  },
  {
    name: "Ruben Asante",
    real: "Ruben Asante",
    city: "Amsterdam, Netherlands",
    genres: ["Techno", "Electro"],
    status: "v",
    booking: true,
    bio: "Ruben Asante plays rugged electro and broken techno with a Detroit heart. A record-store clerk by day, he has an opinion on every pressing in the building.",
  },
  {
    name: "Noa Ferreira",
    real: "Noa Ferreira",
    city: "São Paulo, Brazil",
    genres: ["Melodic Techno", "Afro House"],
    status: "v",
    whatsapp: "+5521987654321",
    bio: "Noa Ferreira mixes Afro-Brazilian rhythms with deep melodic techno for long, spiritual open-air sets. Her Carnival-week parties sell out within hours.",
  },
  {
    name: "Kenji Mori",
    real: "Kenji Morishita",
    city: "New York, USA",
    genres: ["Drum & Bass", "Breakbeat"],
    status: "m",
    bio: "Kenji Mori plays fast, technical drum & bass and breakbeat in Brooklyn warehouses. Known for three-deck sets and a habit of dropping footwork at 174.",
  },
  {
    name: "Selin Aydın",
    real: "Selin Aydın",
    city: "Berlin, Germany",
    genres: ["House", "Minimal"],
    status: "v",
    suggested: true,
    bio: "Selin Aydın plays warm, rolling house with Anatolian samples tucked between the hats. Her Kreuzberg residency is a Sunday afternoon ritual.",
  },
  {
    name: "Jonah Vale",
    real: "Jonah Valentine",
    city: "Ibiza, Spain",
    genres: ["Trance", "Progressive House"],
    status: "v",
    booking: true,
    bio: "Jonah Vale specialises in sunset progressive and big-room trance, honed on Ibiza's west coast. His annual closing party is a sunrise pilgrimage.",
  },
  {
    name: "Zanele Dube",
    real: "Zanele Dube",
    city: "Johannesburg, South Africa",
    genres: ["Deep House", "Afro House"],
    status: "m",
    whatsapp: "+27849876543",
    bio: "Zanele Dube grew up on Johannesburg's deep house heritage and carries it forward with soulful, vocal-led sets. She runs a mentorship program for young women DJs in Soweto.",
  },
  {
    name: "Levan Beridze",
    real: "Levan Beridze",
    city: "Tbilisi, Georgia",
    genres: ["Techno", "Ambient"],
    status: "v",
    bio: "Levan Beridze opens nights with ambient drones and ends them with pounding techno, often in the same set. A sound designer who treats the club as an instrument.",
  },
  {
    name: "Priya Raman",
    real: "Priya Raman",
    city: "London, UK",
    genres: ["UK Garage", "House"],
    status: "v",
    featured: true,
    suggested: true,
    booking: true,
    bio: "Priya Raman plays bouncy UK garage and bass-heavy house, flipping Bollywood samples into dancefloor weapons. Her radio mixes regularly top the charts on the city's community stations.",
  },
  {
    name: "Felix Aurel",
    real: "Felix Aurelius Brandt",
    city: "Berlin, Germany",
    genres: ["Melodic Techno"],
    status: "v",
    bio: "Felix Aurel plays lush, emotional melodic techno built around live synth improvisation. Sets often include his own modular jams recorded the week before.",
  },
  {
    name: "Dayo Kuti",
    real: "Adedayo Kuti",
    city: "Lagos, Nigeria",
    genres: ["Afro House", "Afrobeats"],
    status: "m",
    whatsapp: "+2348023456789",
    bio: "Dayo Kuti mixes percussive Afro house with live talking-drum players on stage. A newcomer who has quickly become a Lagos rooftop favourite.",
  },
  {
    name: "Hanna Berg",
    real: "Hanna Bergström",
    city: "Amsterdam, Netherlands",
    genres: ["Hard Techno", "Trance"],
    status: "v",
    bio: "Hanna Berg plays fast, euphoric hard techno with trance-laced breakdowns, a fixture of Amsterdam's festival season.",
  },
  // Not public: unverified, inactive, or newcomers still setting up.
  {
    name: "Rio Santos",
    real: "Rio Santos",
    city: "São Paulo, Brazil",
    genres: ["Disco", "Funk"],
    status: "n",
    sparse: true,
    bio: "Rio Santos plays Brazilian boogie and disco edits at neighbourhood block parties.",
  },
  {
    name: "Maya Stern",
    real: "Maya Sternberg",
    city: "Tel Aviv, Israel",
    genres: ["House"],
    status: "n",
    sparse: true,
    bio: "Maya Stern is a bedroom DJ taking her first club bookings in Jaffa.",
  },
  {
    name: "Cole Rivers",
    real: "Cole Rivers",
    city: "New York, USA",
    genres: ["Hip Hop", "R&B"],
    status: "n",
    bio: "Cole Rivers plays hip hop and R&B at Lower East Side bars.",
  },
  {
    name: "Aiko Tan",
    real: "Aiko Tanaka",
    city: "London, UK",
    genres: ["Drum & Bass"],
    status: "n",
    sparse: true,
    bio: "Aiko Tan plays liquid drum & bass and is working on her first EP.",
  },
  {
    name: "Baraka Otieno",
    real: "Baraka Otieno",
    city: "Johannesburg, South Africa",
    genres: ["Amapiano"],
    status: "v",
    inactive: true,
    bio: "Baraka Otieno is taking a break from touring this year.",
  },
  {
    name: "Luca Ferro",
    real: "Luca Ferraro",
    city: "Ibiza, Spain",
    genres: ["Tech House"],
    status: "m",
    inactive: true,
    bio: "Luca Ferro plays chunky tech house; currently on hiatus.",
  },
  {
    name: "Nino Gelashvili",
    real: "Nino Gelashvili",
    city: "Tbilisi, Georgia",
    genres: ["Techno"],
    status: "n",
    sparse: true,
    bio: "Nino Gelashvili is a new voice in Tbilisi's techno scene.",
  },
  {
    name: "Sasha Kova",
    real: "Aleksandra Kovalenko",
    city: "Berlin, Germany",
    genres: ["Electro", "Techno"],
    status: "n",
    bio: "Sasha Kova plays electro and broken beats at small Neukölln bars.",
  },
  {
    name: "Tunde Bello",
    real: "Babatunde Bello",
    city: "Lagos, Nigeria",
    genres: ["Afrobeats"],
    status: "n",
    sparse: true,
    bio: "Tunde Bello plays Afrobeats at campus parties in Lagos.",
  },
  {
    name: "Eva Lund",
    real: "Eva Lundgren",
    city: "Amsterdam, Netherlands",
    genres: ["Disco"],
    status: "v",
    inactive: true,
    bio: "Eva Lund's disco nights are paused while she finishes an album.",
  },
  {
    name: "Omar Haddad",
    real: "Omar Haddad",
    city: "Tel Aviv, Israel",
    genres: ["Melodic Techno"],
    status: "n",
    bio: "Omar Haddad is building his first melodic techno live set.",
  },
  {
    name: "Grace Mensah",
    real: "Grace Mensah",
    city: "London, UK",
    genres: ["House", "Afro House"],
    status: "n",
    sparse: true,
    bio: "Grace Mensah plays soulful house at community events in Hackney.",
  },
  {
    name: "Jules Marin",
    real: "Julien Marin",
    city: "Ibiza, Spain",
    genres: ["Trance"],
    status: "n",
    sparse: true,
    bio: "Jules Marin is a trance producer preparing his first club season.",
  },
  {
    name: "Paulo Lima",
    real: "Paulo Lima",
    city: "São Paulo, Brazil",
    genres: ["Drum & Bass"],
    status: "m",
    inactive: true,
    bio: "Paulo Lima plays Brazilian drum & bass; profile under review.",
  },
];

export interface DemoVenue {
  name: string;
  city: string;
  country: string;
  type: string;
  capacity: number;
  address: string;
  description: string;
  /** A radius clause the clash check applies to its lineup DJs (decision 056). */
  clause?: { radiusKm: number; daysBefore: number; daysAfter: number };
}

export const DEMO_VENUES: DemoVenue[] = [
  {
    name: "Kessel Halle",
    city: "Berlin",
    country: "Germany",
    type: "club",
    capacity: 1500,
    address: "Rüdersdorfer Str. 70",
    description:
      "A former boiler house with a concrete main floor, a famously unforgiving door and a sound system built for long weekends.",
  },
  {
    name: "Blue Lagoon Beach Club",
    city: "Lagos",
    country: "Nigeria",
    type: "beach club",
    capacity: 2500,
    address: "Landmark Beach, Victoria Island",
    description:
      "Open-air sand floor on the Atlantic, with Afro house Sundays that run from sunset until the early hours.",
  },
  {
    name: "The Vault",
    city: "London",
    country: "UK",
    type: "club",
    capacity: 900,
    address: "Arch 12, Southwark",
    description:
      "Three railway arches, a low ceiling and a bass response you feel in your chest. Drum & bass Thursdays, house on Saturdays.",
  },
  {
    name: "Haoman Yard",
    city: "Tel Aviv",
    country: "Israel",
    type: "warehouse",
    capacity: 2000,
    address: "Abarbanel St 8",
    description:
      "A sprawling industrial yard in south Tel Aviv with an outdoor garden and a main room that goes until noon.",
  },
  {
    name: "Kasi Lounge",
    city: "Johannesburg",
    country: "South Africa",
    type: "lounge",
    capacity: 600,
    address: "Vilakazi St, Soweto",
    description: "A Soweto institution: amapiano Sundays, braai smoke and a dancefloor that spills onto the street.",
  },
  {
    name: "Cala Sunset Terrace",
    city: "Ibiza",
    country: "Spain",
    type: "open air",
    capacity: 1200,
    address: "Platja de Cala Conta",
    description:
      "A clifftop terrace facing the sunset, with house music from late afternoon and a strict barefoot-friendly policy.",
  },
  {
    name: "Pier 9",
    city: "Amsterdam",
    country: "Netherlands",
    type: "club",
    capacity: 1100,
    address: "NDSM-plein 9",
    description: "A shipyard hangar on the IJ with a 24-hour licence and a crowd that knows its records.",
  },
  {
    name: "Basement 47",
    city: "New York",
    country: "USA",
    type: "club",
    capacity: 450,
    address: "47 Bogart St, Brooklyn",
    description: "An intimate Brooklyn basement with a hand-built rotary mixer booth and no phones on the dancefloor.",
    // Its residents play no other New York room a month either side: a booking near Basement Jungle is warned.
    clause: { radiusKm: 50, daysBefore: 30, daysAfter: 30 },
  },
  {
    name: "Mtkvari Bunker",
    city: "Tbilisi",
    country: "Georgia",
    type: "club",
    capacity: 1300,
    address: "Dinamo Stadium, underpass",
    description:
      "Beneath a football stadium, a concrete tunnel club with a reputation for the hardest, darkest techno in the Caucasus.",
  },
  {
    name: "Casa Verde",
    city: "São Paulo",
    country: "Brazil",
    type: "open air",
    capacity: 1800,
    address: "Rua Augusta 1500",
    description:
      "A jungle-green courtyard in central São Paulo that hosts deep house day parties and Carnival after-parties.",
  },
  {
    name: "Rooftop Jaffa",
    city: "Tel Aviv",
    country: "Israel",
    type: "rooftop",
    capacity: 350,
    address: "Yefet St 19, Jaffa",
    description: "A small rooftop over the old port, made for melodic sunsets and slow starts.",
  },
  {
    name: "Marlow Rooms",
    city: "London",
    country: "UK",
    type: "bar",
    capacity: 250,
    address: "Kingsland Rd 210, Hackney",
    description: "A corner bar with a proper booth and a garage-and-house crowd that arrives early.",
  },
];

export interface DemoProduction {
  name: string;
  description: string;
  verified?: boolean;
  featured?: boolean;
  /** How many of the demo crowd (DEMO_CROWD) follow the line; follower_count is counted from these rows. */
  followers: number;
}

export const DEMO_PRODUCTIONS: DemoProduction[] = [
  {
    name: "Nachtwerk",
    description: "Berlin's marathon techno series: 30-hour weekends, one room, no set times published.",
    verified: true,
    featured: true,
    followers: 34,
  },
  {
    name: "Sunday Ritual",
    description: "Afro house and amapiano Sunday sessions travelling between Lagos, Johannesburg and London.",
    verified: true,
    featured: true,
    followers: 29,
  },
  {
    name: "Low Frequency Society",
    description: "A London drum & bass and jungle collective putting selectors first since 2015.",
    verified: true,
    followers: 17,
  },
  {
    name: "Golden Hour",
    description: "Sunset house and melodic sessions on terraces and rooftops from Ibiza to Tel Aviv.",
    verified: true,
    featured: true,
    followers: 38,
  },
  {
    name: "Concrete Cathedral",
    description: "Hard and industrial techno in disused industrial spaces across Tbilisi and Berlin.",
    verified: true,
    followers: 14,
  },
  {
    name: "Disco Inferno Club",
    description: "Edits, boogie and disco classics for dancers, not posers. Mirrorball mandatory.",
    followers: 7,
  },
  {
    name: "Trance Nation Revival",
    description: "Euphoric trance from the golden era to now, with laser shows and sunrise closings.",
    verified: true,
    followers: 21,
  },
  {
    name: "Deep Roots",
    description: "Soulful and deep house from São Paulo to New York, with live percussion and vocalists.",
    featured: true,
    followers: 11,
  },
  {
    name: "Block Party NYC",
    description: "Hip hop, house and everything in between on Brooklyn rooftops and in the streets.",
    followers: 9,
  },
];

/**
 * The demo crowd: listeners who follow production lines, so follower counts on a first start are real rows (the
 * counts are kept exact by triggers, migration 0014). They have no password and cannot sign in.
 */
export const DEMO_CROWD = [
  "Aiko Tan",
  "Bram de Vries",
  "Carla Mendes",
  "Dario Russo",
  "Eli Cohen",
  "Fatou Diallo",
  "Gus Lindgren",
  "Hana Sato",
  "Ines Duarte",
  "Jonas Weber",
  "Kemi Adeyemi",
  "Lars Nyberg",
  "Maya Patel",
  "Nico Ferrari",
  "Olga Petrova",
  "Pablo Ortiz",
  "Quinn Harper",
  "Rosa Jiménez",
  "Sami Haddad",
  "Tara Byrne",
  "Uma Rao",
  "Viktor Horvat",
  "Wen Li",
  "Xena Papadakis",
  "Yusuf Demir",
  "Zoe Martin",
  "Ana Kowalska",
  "Ben Okafor",
  "Chloé Girard",
  "Dev Sharma",
  "Emma Larsen",
  "Felix Braun",
  "Gia Romano",
  "Hugo Lefèvre",
  "Isla Murray",
  "Jin Park",
  "Kai Müller",
  "Lena Novak",
  "Mo Farouk",
  "Nora Lund",
] as const;

export interface DemoEvent {
  name: string;
  /** Days from now; negative is past. */
  days: number;
  venue: number;
  production?: number;
  /** Indexes into the public DJs list. */
  lineup: number[];
  /** Names on the lineup who are not on Booth (free text, after the DJs). */
  guests?: string[];
  /** Published unless told otherwise. */
  status?: "draft" | "pending" | "cancelled";
  description: string;
}

/** IANA zones of the demo venues' cities: demo events start at 22:00 local time there. */
export const DEMO_CITY_TIME_ZONES: Record<string, string> = {
  Berlin: "Europe/Berlin",
  Lagos: "Africa/Lagos",
  London: "Europe/London",
  "Tel Aviv": "Asia/Jerusalem",
  Johannesburg: "Africa/Johannesburg",
  Ibiza: "Europe/Madrid",
  Amsterdam: "Europe/Amsterdam",
  "New York": "America/New_York",
  Tbilisi: "Asia/Tbilisi",
  "São Paulo": "America/Sao_Paulo",
};

export const DEMO_EVENTS: DemoEvent[] = [
  {
    name: "Nachtwerk Marathon",
    days: -60,
    venue: 0,
    production: 0,
    lineup: [0, 10, 14],
    description: "Thirty hours of techno in the boiler house. One room, no set times, no phones.",
  },
  {
    name: "Sunday Ritual Lagos",
    days: -52,
    venue: 1,
    production: 1,
    lineup: [1, 15, 26],
    description: "Afro house on the sand from sunset, with live percussion from the Eko drummers.",
  },
  {
    name: "Low Frequency: Jungle Special",
    days: -45,
    venue: 2,
    production: 2,
    lineup: [8, 19],
    description: "Jungle dubplates and drum & bass rollers all night in the arches.",
  },
  {
    name: "Golden Hour Tel Aviv",
    days: -40,
    venue: 10,
    production: 3,
    lineup: [3, 12],
    description: "Melodic sunset session on the Jaffa rooftop, followed by an after-party at Haoman Yard.",
  },
  {
    name: "Kasi Sundays",
    days: -35,
    venue: 4,
    production: 1,
    lineup: [4, 13, 22],
    description: "Amapiano and deep house in Soweto, braai from 2pm.",
  },
  {
    name: "Cala Opening Party",
    days: -30,
    venue: 5,
    production: 3,
    lineup: [9, 21],
    description: "The terrace opens for the season with house music from 4pm until the sun goes down.",
  },
  {
    name: "Pier 9 All Nighter",
    days: -26,
    venue: 6,
    lineup: [2, 17, 27],
    description: "Melodic techno and electro until the first ferry.",
  },
  {
    name: "Basement Disco Edits",
    days: -21,
    venue: 7,
    production: 5,
    lineup: [5, 16],
    description: "Disco, boogie and gospel house in the Brooklyn basement.",
  },
  {
    name: "Bunker Sessions",
    days: -18,
    venue: 8,
    production: 4,
    lineup: [6, 23, 11],
    description: "Hypnotic and hard techno beneath the stadium.",
  },
  {
    name: "Casa Verde Day Party",
    days: -14,
    venue: 9,
    production: 7,
    lineup: [7, 18, 11],
    description: "Deep house and Afro-Brazilian percussion in the courtyard.",
  },
  {
    name: "Trance Nation Revival Vol. 4",
    days: -11,
    venue: 3,
    production: 6,
    lineup: [3, 14, 21, 11],
    description: "Classic and modern trance with a full laser rig.",
  },
  {
    name: "Marlow Garage Night",
    days: -9,
    venue: 11,
    lineup: [11, 24],
    description: "UK garage and bassline in the Hackney corner bar.",
  },
  {
    name: "Concrete Cathedral Berlin",
    days: -7,
    venue: 0,
    production: 4,
    lineup: [6, 14, 0],
    description: "Industrial techno takeover by the Tbilisi crew.",
  },
  {
    name: "Block Party Rooftop",
    days: -5,
    venue: 7,
    production: 8,
    lineup: [15, 5, 11],
    description: "Hip hop and house on a Brooklyn rooftop.",
  },
  {
    name: "Deep Roots São Paulo",
    days: -3,
    venue: 9,
    production: 7,
    lineup: [18, 7, 22],
    description: "Soulful house with live vocalists.",
  },
  {
    name: "Amsterdam Dance Warmup",
    days: -2,
    venue: 6,
    lineup: [17, 27, 11],
    description: "Hard techno and trance warmup before the festival weekend.",
  },
  {
    name: "Thursday Rollers",
    days: -1,
    venue: 2,
    production: 2,
    lineup: [8, 19],
    description: "Weekly drum & bass with guests.",
  },
  {
    name: "Sunset Terrace Sessions",
    days: 2,
    venue: 5,
    production: 3,
    lineup: [9, 2],
    description: "Sunset house on the cliff with a surprise closing set.",
  },
  {
    name: "Nachtwerk Easter Weekend",
    days: 4,
    venue: 0,
    production: 0,
    lineup: [0, 10, 20, 25],
    description: "The big one: four rooms, three days.",
  },
  {
    name: "Sunday Ritual London",
    days: 6,
    venue: 11,
    production: 1,
    lineup: [11, 1],
    description: "Afro house and amapiano come to Hackney.",
  },
  {
    name: "Lagos Amapiano Festival",
    days: 9,
    venue: 1,
    production: 1,
    lineup: [1, 4, 13, 26],
    description: "The biggest amapiano lineup on the Atlantic coast.",
  },
  {
    name: "Haoman All Day",
    days: 11,
    venue: 3,
    lineup: [3, 12, 24],
    description: "From melodic morning to trance afternoon.",
  },
  {
    name: "Bunker: 10 Years",
    days: 14,
    venue: 8,
    production: 4,
    lineup: [6, 23, 14],
    description: "A decade under the stadium, celebrated for 24 hours.",
  },
  { name: "Pier 9 Melodic", days: 16, venue: 6, lineup: [2, 25], description: "Melodic techno on the waterfront." },
  {
    name: "Basement Jungle",
    days: 19,
    venue: 7,
    production: 2,
    lineup: [19, 8],
    description: "Drum & bass and footwork in Brooklyn.",
  },
  {
    name: "Kasi Lounge Heritage",
    days: 21,
    venue: 4,
    lineup: [22, 4],
    description: "Deep house heritage night with the Joburg originals.",
  },
  {
    name: "Casa Verde Carnival Afters",
    days: 24,
    venue: 9,
    production: 7,
    lineup: [7, 18],
    description: "The after-party of the after-party.",
  },
  {
    name: "Golden Hour Ibiza",
    days: 28,
    venue: 5,
    production: 3,
    lineup: [9, 21, 12],
    description: "Sunset progressive on the west coast.",
  },
  {
    name: "Disco Inferno Ball",
    days: 32,
    venue: 11,
    production: 5,
    lineup: [16, 5],
    description: "Mirrorball, glitter and the best disco edits in London.",
  },
  {
    name: "Trance Nation Revival Vol. 5",
    days: 37,
    venue: 6,
    production: 6,
    lineup: [14, 27, 21],
    description: "Euphoria returns to Amsterdam.",
  },
  {
    name: "Rooftop Jaffa Sunset",
    days: 42,
    venue: 10,
    lineup: [12, 3],
    description: "Slow melodic sunset on the port.",
  },
  {
    name: "Block Party Summer Kickoff",
    days: 49,
    venue: 7,
    production: 8,
    lineup: [15, 5, 20],
    description: "Opening the summer with hip hop and house.",
  },
  {
    name: "Nachtwerk Summer Marathon",
    days: 56,
    venue: 0,
    production: 0,
    lineup: [0, 10, 25],
    description: "Thirty-six hours, open air garden included.",
  },
  {
    name: "Vault Drum & Bass Allnighter",
    days: 63,
    venue: 2,
    production: 2,
    lineup: [8, 19],
    description: "Six hours, two selectors, back to back.",
  },
  {
    name: "Kessel Klub Nacht",
    days: 1,
    venue: 0,
    production: 0,
    lineup: [10, 20],
    guests: ["Halle Residents B2B"],
    description: "The weekly club night in the boiler house: residents warm up, the guests take it to the morning.",
  },
  {
    name: "Lagos Sunset Social",
    days: 3,
    venue: 1,
    lineup: [26, 15],
    guests: ["Eko Drummers (live)"],
    description: "Afro house on the beach deck from sunset, with live drums on the last hour.",
  },
  {
    name: "Garage Classics All Night",
    days: 5,
    venue: 11,
    lineup: [24, 11],
    status: "cancelled",
    description: "UK garage classics from 1997 to 2003, all night long.",
  },
  {
    name: "Vault Jungle Sessions",
    days: 8,
    venue: 2,
    production: 2,
    lineup: [19, 8, 17],
    guests: ["MC Rhythm"],
    description: "Jungle and drum & bass in the arches, with an MC on the mic all night.",
  },
  {
    name: "Tbilisi Open Air",
    days: 18,
    venue: 8,
    production: 4,
    lineup: [6, 23],
    guests: ["Special guest to be announced"],
    description: "Techno under the open sky above the river, sunrise included.",
  },
  {
    name: "São Paulo Rooftop Brunch",
    days: 26,
    venue: 9,
    lineup: [18, 7],
    description: "Deep house brunch on the rooftop, caipirinhas and percussion until sunset.",
  },
  {
    name: "Amsterdam Late Night",
    days: -16,
    venue: 6,
    lineup: [2, 25],
    guests: ["Surprise guest"],
    description: "Melodic techno on the pier until the last ferry.",
  },
  {
    name: "Secret Warehouse Party",
    days: 30,
    venue: 0,
    lineup: [0],
    status: "draft",
    description: "Location revealed on the day.",
  },
];

export const DEMO_NEWS_CATEGORIES = [
  { slug: "scene", name: "Scene" },
  { slug: "interviews", name: "Interviews" },
  { slug: "gear", name: "Gear & Production" },
  { slug: "releases", name: "Releases" },
  { slug: "guides", name: "City Guides" },
] as const;

export interface DemoNews {
  title: string;
  category: (typeof DEMO_NEWS_CATEGORIES)[number]["slug"];
  days: number;
  author: string;
  excerpt: string;
  paragraphs?: string[];
  /** Rich article HTML: headings, lists, quotes, players as <figure data-embed-url>. */
  html?: string;
  /** Tagged DJs, venues and events, by their demo names: linked as cards under the article. */
  djs?: string[];
  venues?: string[];
  events?: string[];
}

export const DEMO_NEWS: DemoNews[] = [
  {
    title: "How Amapiano Took Over the World's Dancefloors",
    category: "scene",
    days: -1,
    author: "Zodwa Mthembu",
    excerpt: "From Pretoria townships to Ibiza terraces: the log drum's decade-long journey.",
    djs: ["Lindiwe Khumalo", "Thando Mokoena"],
    venues: ["Kasi Lounge"],
    events: ["Kasi Sundays"],
    paragraphs: [
      "A decade ago amapiano was a local sound, passed around on WhatsApp and played at house parties in Pretoria and Johannesburg. Today its signature log drum rumbles through clubs from Lagos to London, and the genre's biggest DJs headline festival main stages.",
      "What makes the sound travel is its patience. Amapiano tracks take their time, leaving space for piano chords, jazz-inflected keys and vocals to breathe. For dancers used to the constant pressure of techno, that space is an invitation.",
      "Local scenes have begun to answer back. Lagos producers are folding in Afrobeats melodies, London crews are adding garage swing, and Berlin DJs have started slipping amapiano edits into their warm-up sets. The log drum, it seems, has become a global language.",
    ],
  },
  {
    title: "Inside Tbilisi's Techno Underground",
    category: "guides",
    days: -3,
    author: "Nika Abashidze",
    excerpt: "Concrete tunnels, all-night queues and a scene that doubles as a political movement.",
    djs: ["Giorgi Tsereteli"],
    venues: ["Mtkvari Bunker"],
    events: ["Bunker Sessions"],
    paragraphs: [
      "Tbilisi's club scene grew out of empty Soviet-era spaces: stadium underpasses, disused factories and swimming pools drained decades ago. The architecture shaped the sound, which leans dark, hypnotic and loud.",
      "For a generation of Georgians the dancefloor became a place to be free, and clubs have been at the centre of protests defending it. Visitors notice how seriously the crowd takes the music: phones stay in pockets and nobody leaves before the closing record.",
      "If you go, check door policies in advance, bring cash, and pace yourself. Nights start late and often end well after sunrise.",
    ],
  },
  {
    title: "Nadia Voss on Ten Years of Sunday Closings",
    category: "interviews",
    days: -5,
    author: "Jonas Weber",
    excerpt: "The Berlin resident talks stamina, track selection and why she never plans a set.",
    djs: ["Nadia Voss"],
    venues: ["Kessel Halle"],
    events: ["Nachtwerk Marathon"],
    paragraphs: [
      "Nadia Voss has closed more Sunday sessions than she can count. 'The last three hours are a different world,' she says. 'The tourists have gone home and the people left are there for the music.'",
      "She never plans a set. Instead she brings around four hundred records and decides in the moment. 'A plan is a promise to a crowd that doesn't exist yet. I'd rather listen to the room.'",
      "Asked for advice for younger DJs, she laughs: 'Drink water, learn to read a room, and buy records you'll still love in ten years.'",
    ],
  },
  {
    title: "The Best Budget DJ Controllers This Year",
    category: "gear",
    days: -7,
    author: "Sam Okafor",
    excerpt: "Six controllers under $400 tested for jog feel, build and club-standard layouts.",
    paragraphs: [
      "Starting out no longer means spending a fortune. We spent a month with six controllers under $400, judging them on jog wheel feel, build quality and how close their layouts are to the club-standard gear you'll meet in a booth.",
      "The winner balanced full-size jogs with a solid mixer section and standalone-friendly software. Runners-up traded features for portability, which suits mobile DJs who carry their setup to every gig.",
      "Whatever you choose, prioritise a layout that maps to club mixers. Muscle memory is the real investment.",
    ],
  },
  {
    title: "Lagos Beach Parties Are Bigger Than Ever",
    category: "scene",
    days: -9,
    author: "Chiamaka Eze",
    excerpt: "Sunday sessions on Lagos beaches now draw thousands, and the DJs are going global.",
    paragraphs: [
      "Every Sunday, as the sun drops over the Atlantic, thousands gather on Lagos beaches for parties that blend Afro house, amapiano and Afrobeats. What began as small gatherings is now the city's defining nightlife ritual.",
      "Local DJs have turned residencies into international careers, and promoters from Europe now fly in to scout talent. The sound is unmistakably local, but the crowd increasingly isn't.",
    ],
  },
  {
    title: "Fresh Drum & Bass: Ten Tracks for Your Next Set",
    category: "releases",
    days: -11,
    author: "Ellis Crane",
    excerpt: "Rollers, jungle tools and one liquid tearjerker from this month's promos.",
  },
  {
    title: "São Paulo After Dark: A Weekend Guide",
    category: "guides",
    days: -14,
    author: "Marina Costa",
    excerpt: "Where to dance in São Paulo from Friday night to Monday morning.",
  },
  {
    title: "Melodic Techno's Cinematic Turn",
    category: "scene",
    days: -17,
    author: "Lea Hoffmann",
    excerpt: "Why the genre's biggest tracks increasingly sound like film scores.",
  },
  {
    title: "In the Studio with Thando Mokoena",
    category: "interviews",
    days: -20,
    author: "Zodwa Mthembu",
    excerpt: "The amapiano producer opens up his Braamfontein studio and his log drum presets.",
  },
  {
    title: "Vinyl Sales Hit a New High Among DJs",
    category: "releases",
    days: -24,
    author: "Booth Editorial",
    excerpt: "Record shops report more young DJs buying vinyl than at any time in two decades.",
  },
  {
    title: "Ibiza Season Preview: Openings to Watch",
    category: "guides",
    days: -28,
    author: "Inés Vidal",
    excerpt: "The terraces, the residencies and the opening parties worth planning a trip around.",
  },
  {
    title: "Hearing Protection for DJs: A Practical Guide",
    category: "gear",
    days: -33,
    author: "Dr. Hannah Cole",
    excerpt: "Custom moulds, booth monitor levels and habits that protect a career.",
  },
  {
    title: "Trance Is Back, and It Never Really Left",
    category: "scene",
    days: -38,
    author: "Vera Kollár",
    excerpt: "A new generation rediscovers euphoric melodies and 138 BPM.",
  },
  {
    title: "New York's Rooftop Season Begins",
    category: "scene",
    days: -44,
    author: "Marcus Reyes",
    excerpt: "Brooklyn rooftops reopen with disco, house and block party energy.",
  },
  {
    title: "The Closing Set: Why the Last Hour Matters Most",
    category: "scene",
    days: -2,
    author: "Booth Editorial",
    excerpt: "Five DJs on the art of the final record, and the crowds who stay for it.",
    djs: ["Nadia Voss", "Oskar Lind"],
    html: "<p>Every DJ remembers the first record they played out. The best ones remember their last records of the night even better: the hour when the room thins out, the lights come up a notch, and the people left are there only for the music.</p><h2>Reading a thinning room</h2><p>Closing is a different job from peak time. The energy of the crowd is spent, but its trust is at its highest. That trust buys room for risk.</p><ul><li>Slow the tempo down gradually, never all at once.</li><li>Play the record you have been saving all night.</li><li>Leave the crowd wanting one more, not relieved it is over.</li></ul><blockquote>A plan is a promise to a crowd that doesn't exist yet. I'd rather listen to the room.</blockquote><h2>Listen back</h2><p>Nadia Voss recorded her last closing set at Kessel Halle; here it is, unedited.</p><figure data-embed-url=\"https://soundcloud.com/nadia-voss/closing-set\"></figure><p>If you only ever leave at 2am, this is your sign to stay until the end once.</p>",
  },
  {
    title: "Five Mixers Every Club Should Own",
    category: "gear",
    days: -4,
    author: "Sam Okafor",
    excerpt: "Rotary romance or four-channel workhorse: what we would put in a booth tomorrow.",
    html: '<p>The mixer is the heart of the booth, yet it is usually the piece a venue thinks about least. We asked resident DJs what they want to find when they walk in.</p><h2>What residents asked for</h2><ol><li>A rotary mixer for house and disco nights.</li><li>A four-channel digital mixer with clean effects for techno.</li><li>Booth monitors with their own level, within reach.</li></ol><p>Above all, they asked for a booth that works the same way every week. <a href="https://example.com/booth-checklist">Our booth checklist</a> is a good place to start.</p>',
  },
  {
    title: "Low Frequency Society Announces a Jungle All-Nighter",
    category: "releases",
    days: -6,
    author: "Ellis Crane",
    excerpt: "Eight hours of breakbeats, dub plates and one very loud sound system.",
    djs: ["Ellis Crane"],
    events: ["Low Frequency: Jungle Special"],
    html: "<p>London's Low Frequency Society is back with its longest night yet: eight hours of jungle and drum & bass on a custom rig.</p><h2>The line-up</h2><p>The crew's residents play alongside a handful of guests from the early days of the sound, with dub plates cut for the night.</p><figure data-embed-url=\"https://www.mixcloud.com/low-frequency-society/jungle-special-warmup/\"></figure><p>Tickets are limited, and previous nights sold out within days.</p>",
  },
  {
    title: "Behind the Decks at Blue Lagoon Beach Club",
    category: "guides",
    days: -12,
    author: "Chiamaka Eze",
    excerpt: "Sand, sunsets and a sound system built to carry across the water.",
    venues: ["Blue Lagoon Beach Club"],
    djs: ["Kairo Blaze"],
    html: "<p>Blue Lagoon sits on the sand east of Lagos, and on a Sunday it is the busiest dancefloor in the city.</p><h2>Getting there</h2><ul><li>Leave early: the coastal road fills up by four.</li><li>Bring cash for the boats.</li><li>Stay for the sunset set; it is the point of the whole day.</li></ul><p>The residents keep it warm and melodic until dark, then the tempo climbs.</p>",
  },
  {
    title: "Producers on Producing: Thando Mokoena's Log Drum Secrets",
    category: "interviews",
    days: -16,
    author: "Zodwa Mthembu",
    excerpt: "How a bass sound from Pretoria became the most copied preset in dance music.",
    djs: ["Thando Mokoena"],
    html: '<p>Thando Mokoena has heard his log drum everywhere, from London taxi radios to Ibiza terraces. He is still working on it.</p><blockquote>The log drum is a conversation. If it just repeats itself, the dancers stop answering.</blockquote><h2>The sound</h2><p>He starts every track from the bass, not the drums, and tunes it to the piano chords rather than the other way round.</p><figure data-embed-url="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></figure>',
  },
  {
    title: "A Night at Concrete Cathedral",
    category: "scene",
    days: -21,
    author: "Lea Hoffmann",
    excerpt: "Berlin's newest party brings cathedral-sized reverb to a former power station.",
    events: ["Concrete Cathedral Berlin"],
    djs: ["Oskar Lind", "Nadia Voss"],
    html: "<p>The room is twenty metres high and the reverb lasts for seconds. The residents of Concrete Cathedral have learned to play with it rather than against it.</p><h2>The room is an instrument</h2><p>Sets lean on space: long breakdowns, sparse percussion, and kicks that bloom in the dark.</p><p>It is not a night for everyone. For those it is for, it is unforgettable.</p>",
  },
];

export interface DemoTrack {
  dj: number;
  title: string;
}

/** Radio playlist: indexes into DEMO_DJS (public ones). */
export const DEMO_TRACKS: DemoTrack[] = [
  { dj: 0, title: "Concrete Sunday" },
  { dj: 1, title: "Eko Sunset" },
  { dj: 2, title: "Glass Horizon" },
  { dj: 3, title: "Jaffa Sunrise" },
  { dj: 4, title: "Soweto Sundays" },
  { dj: 5, title: "Rooftop Gospel" },
  { dj: 8, title: "Arch Twelve" },
  { dj: 9, title: "Cala Conta" },
  { dj: 14, title: "Acid Arpeggio" },
  { dj: 24, title: "Hackney Bounce" },
];
