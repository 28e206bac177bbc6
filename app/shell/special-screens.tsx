import {
  AlertOctagon,
  Compass,
  Construction,
  DatabaseZap,
  HardDrive,
  Home,
  Lock,
  LogIn,
  Radio,
  RefreshCw,
  Search,
  Sparkles,
  Star,
  TimerOff,
  Wrench,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button, ButtonLink } from "~/ui/button";

function ScreenFrame({
  icon,
  eyebrow,
  title,
  children,
}: {
  icon: ReactNode;
  eyebrow?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="relative mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-16 text-center">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-10 -z-10 mx-auto h-56 w-56 rounded-full bg-accent/25 blur-3xl"
      />
      <div className="mb-6 grid size-16 place-items-center rounded-2xl border border-border bg-surface text-accent-fg">
        {icon}
      </div>
      {eyebrow ? <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-muted uppercase">{eyebrow}</p> : null}
      <h1 className="font-display text-3xl font-bold text-fg md:text-4xl">{title}</h1>
      <div className="mt-4 flex flex-col items-center gap-6 text-muted">{children}</div>
    </section>
  );
}

export function NotFoundScreen() {
  const links = [
    { to: "/", label: "Home", icon: <Home aria-hidden className="size-4" /> },
    { to: "/?search=true", label: "Search DJs", icon: <Search aria-hidden className="size-4" /> },
    { to: "/#featured-djs", label: "Featured DJs", icon: <Star aria-hidden className="size-4" /> },
    { to: "/radio", label: "Radio", icon: <Radio aria-hidden className="size-4" /> },
    { to: "/about", label: "About", icon: <Compass aria-hidden className="size-4" /> },
  ];
  return (
    <ScreenFrame icon={<Compass aria-hidden className="size-8" />} eyebrow="Error 404" title="404 - Page Not Found">
      <p className="max-w-md">This track isn't in the crate. The page may have moved, or the link may be mistyped.</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <ButtonLink to={link.to} variant={link.to === "/" ? "primary" : "secondary"} size="sm" icon={link.icon}>
              {link.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
}

export function FeatureUnavailableScreen({ feature }: { feature: string }) {
  return (
    <ScreenFrame icon={<Construction aria-hidden className="size-8" />} eyebrow={feature} title="Feature Unavailable">
      <p className="max-w-md">
        {feature} is switched off on this site right now. It may be under maintenance or not launched here yet — please
        check back soon.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <ButtonLink to="/" icon={<Home aria-hidden className="size-4" />}>
          Go Home
        </ButtonLink>
        <ButtonLink to="/about" variant="secondary">
          Learn More
        </ButtonLink>
      </div>
    </ScreenFrame>
  );
}

export function SignInRequiredScreen({ returnTo, loginEnabled }: { returnTo: string; loginEnabled: boolean }) {
  return (
    <ScreenFrame icon={<Lock aria-hidden className="size-8" />} title="Sign in to continue">
      <p className="max-w-md">This page is part of your account. Sign in and we'll bring you straight back here.</p>
      <div className="flex flex-wrap justify-center gap-2">
        {loginEnabled ? (
          <ButtonLink
            to={`/login?redirectTo=${encodeURIComponent(returnTo)}`}
            icon={<LogIn aria-hidden className="size-4" />}
          >
            Log In
          </ButtonLink>
        ) : null}
        <ButtonLink to="/" variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </ScreenFrame>
  );
}

export function MateAccessRequiredScreen() {
  return (
    <ScreenFrame icon={<Sparkles aria-hidden className="size-8" />} title="Mate Access Required">
      <p className="max-w-md">
        This area is exclusive to verified mate DJs. If you're a DJ on Booth, claim your profile to get access.
      </p>
      <ButtonLink to="/" icon={<Home aria-hidden className="size-4" />}>
        Back to Home
      </ButtonLink>
    </ScreenFrame>
  );
}

export function MaintenanceScreen({ supportHref }: { supportHref: string }) {
  return (
    <ScreenFrame icon={<Wrench aria-hidden className="size-8" />} title="Under Maintenance">
      <p className="max-w-md">We are currently performing maintenance. Please check back soon.</p>
      <p className="font-semibold text-fg">We'll be back soon!</p>
      <a
        href={supportHref}
        className="text-accent-fg underline underline-offset-4"
        target="_blank"
        rel="noopener noreferrer"
      >
        Contact support
      </a>
    </ScreenFrame>
  );
}

/**
 * A form sent from another address than the site's (opened at a LAN address or a host alias while PUBLIC_URL
 * names another): refused as cross-site (403), so the screen names the address where forms work.
 */
export function WrongAddressScreen({ address }: { address: string }) {
  return (
    <ScreenFrame
      icon={<Compass aria-hidden className="size-8" />}
      eyebrow="Error 403"
      title={`Open ${new URL(address).host}`}
    >
      <p className="max-w-md">
        This form was sent from another address than this site's, so it was not accepted. Open{" "}
        <span className="font-semibold break-all text-fg">{address}</span> and try again.
      </p>
      <ButtonLink to={address} reloadDocument icon={<Home aria-hidden className="size-4" />}>
        Go to {new URL(address).host}
      </ButtonLink>
    </ScreenFrame>
  );
}

export function GlobalErrorScreen() {
  return (
    <ScreenFrame icon={<AlertOctagon aria-hidden className="size-8" />} title="Something went wrong">
      <p className="max-w-md">We've been notified about this error.</p>
      <Button onClick={() => window.location.reload()} icon={<RefreshCw aria-hidden className="size-4" />}>
        Reload Page
      </Button>
      <Link to="/" className="text-sm underline underline-offset-4 hover:text-fg">
        Back to Home
      </Link>
    </ScreenFrame>
  );
}

/**
 * The database is down, restarting or too slow: answered 503 with Retry-After. Not a crash: nothing was
 * broken by the visitor or by us, and trying again in a moment works once the database is back.
 */
export function DatabaseUnavailableScreen() {
  return (
    <ScreenFrame
      icon={<DatabaseZap aria-hidden className="size-8" />}
      eyebrow="Error 503"
      title="We can't reach our database right now"
    >
      <p className="max-w-md">Try again in a moment. Nothing you saved before is lost.</p>
      <Button onClick={() => window.location.reload()} icon={<RefreshCw aria-hidden className="size-4" />}>
        Try Again
      </Button>
      <Link to="/" className="text-sm underline underline-offset-4 hover:text-fg">
        Back to Home
      </Link>
    </ScreenFrame>
  );
}

/**
 * The server's disk is below its reserve (decision 042): a write was refused before anything was stored (507).
 * Reading the site still works; the operator has to free space, so the advice is "later", not "in a moment".
 */
export function DiskFullScreen() {
  return (
    <ScreenFrame
      icon={<HardDrive aria-hidden className="size-8" />}
      eyebrow="Error 507"
      title="The server's disk is full"
    >
      <p className="max-w-md">
        Your change was not saved. Everything you saved before is safe and the site can still be read — please try again
        later.
      </p>
      <ButtonLink to="/" icon={<Home aria-hidden className="size-4" />}>
        Back to Home
      </ButtonLink>
    </ScreenFrame>
  );
}

/**
 * A page's data did not come within the spec's 12 s (§8 "Data fetch timeout", decision 041): answered 503 in the
 * shell. "Try Again" is a link to the same address, so it works before the page's code has loaded (and without it);
 * once it has, it is a client-side navigation that asks for the data again.
 */
export function SlowDataScreen() {
  const { pathname, search } = useLocation();
  return (
    <ScreenFrame
      icon={<TimerOff aria-hidden className="size-8" />}
      eyebrow="Error 503 · timed out"
      title="This is taking longer than it should"
    >
      <p className="max-w-md">
        This page's data didn't arrive in time, so we stopped waiting. The rest of the site works — try again in a
        moment.
      </p>
      <ButtonLink to={`${pathname}${search}`} icon={<RefreshCw aria-hidden className="size-4" />}>
        Try Again
      </ButtonLink>
      <Link to="/" className="text-sm underline underline-offset-4 hover:text-fg">
        Back to Home
      </Link>
    </ScreenFrame>
  );
}
