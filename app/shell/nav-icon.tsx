import {
  CalendarDays,
  Disc3,
  Heart,
  Layers,
  LogIn,
  MapPin,
  Newspaper,
  Radio,
  Shield,
  Sparkles,
  UserRound,
} from "lucide-react";
import type { NavIcon as NavIconName } from "~/core/access/navigation";

const icons: Record<NavIconName, typeof Radio> = {
  following: Heart,
  djs: Disc3,
  events: CalendarDays,
  venues: MapPin,
  productions: Layers,
  news: Newspaper,
  radio: Radio,
  "sign-in": LogIn,
  admin: Shield,
  mate: Sparkles,
  profile: UserRound,
};

export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden className={className} />;
}
