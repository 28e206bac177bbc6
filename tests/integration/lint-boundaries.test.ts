import { spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./helpers/spawn";

/**
 * The layer rules in biome.json (decision 018) are only worth something if `npm run lint` fails on a
 * forbidden import. One probe file per guarded folder imports what the folder may import (those lines must
 * stay quiet) and what it may not, through the `~/` or `~server/` alias and a relative path (those lines must
 * each be reported; decision 019 bans `../` imports in app/ and server/). The probes exist only while the real
 * `npm run lint` runs, and are removed whatever happens. No database is involved, so the PostgreSQL leg would only repeat it.
 */

interface Probe {
  file: string;
  allowed: string[];
  forbidden: string[];
  /** Forbidden modules reached by a re-export or a dynamic import (after a blank line, as the import sorter wants). */
  forbiddenStatements?: string[];
}

const PROBES: Probe[] = [
  {
    file: "app/core/access/lint-boundary-probe.ts",
    allowed: ['import "~/core/site/flags";', 'import "./roles";', 'import "zod";'],
    forbidden: [
      'import "~/features/auth/auth-ui";',
      'import "../../features/auth/auth-ui";',
      'import "~/ui/button";',
      'import "../../ui/button";',
      'import "~/shell/app-shell";',
      'import "~/pages/home-page";',
      'import "~server/logger.server";',
      'import "../../../server/logger.server";',
      'import type { Auth } from "~server/auth/auth.server";',
    ],
    forbiddenStatements: ['export { redirectWithCookies } from "~server/auth/call-auth.server";'],
  },
  {
    file: "app/ui/lint-boundary-probe.ts",
    allowed: ['import "~/core/forms/form-result";', 'import "./cn";', 'import "react-router";'],
    forbidden: [
      'import "~/features/auth/auth-ui";',
      'import "../../features/auth/auth-ui";',
      'import "~/shell/app-shell";',
      'import "~/pages/home-page";',
      'import "~server/logger.server";',
      'import type { Db } from "~server/db/client.server";',
    ],
  },
  {
    file: "app/features/auth/lint-boundary-probe.ts",
    allowed: [
      'import "~/core/accounts/auth-messages";',
      'import "~/ui/notice";',
      'import "./auth-ui";',
      'import "~/ui/dj-card";',
    ],
    forbidden: [
      'import "~server/auth/sign-in.server";',
      'import "../../../server/auth/sign-in.server";',
      'import type { ResolvedViewer } from "~server/auth/get-viewer.server";',
      'import "../djs/dj-bio";',
      // Features stay in their rooms (decision 050): another feature, even by type, and the own folder by alias.
      'import "~/features/djs/dj-bio";',
      'import type { Progress } from "~/features/radio/radio-widget";',
      'import "~/features/auth/auth-ui";',
      'import "~/shell/app-shell";',
      'import "~/pages/home-page";',
      'import "~/routes/home";',
    ],
    forbiddenStatements: [
      'export const lazy = () => import("~server/logger.server");',
      'export const widget = () => import("~/features/radio/radio-widget");',
      'export { RadioProvider } from "~/features/radio/radio-provider";',
    ],
  },
  {
    // The app shell and page compositions may compose features, as route modules do; never the server or a route.
    file: "app/shell/lint-boundary-probe.ts",
    allowed: [
      'import "~/features/search/header-search";',
      'import "~/features/radio/radio-provider";',
      'import "~/ui/toast";',
      'import "~/core/site/flags";',
      'import "./tab-bar";',
    ],
    forbidden: [
      'import "~server/logger.server";',
      'import type { Db } from "~server/db/client.server";',
      'import "~/routes/home";',
      'import "../features/search/header-search";',
    ],
  },
  {
    file: "app/pages/lint-boundary-probe.ts",
    allowed: [
      'import "~/features/djs/dj-filter-bar";',
      'import "~/features/news/front-page-news";',
      'import "./home-page";',
    ],
    forbidden: [
      'import "~server/logger.server";',
      'import "~/routes/home";',
      'import "../features/djs/dj-filter-bar";',
    ],
  },
  {
    // Routes → adapters → domain: an adapter never reaches back into the Hono edge (decision 051).
    file: "server/adapters/lint-boundary-probe.server.ts",
    allowed: [
      'import "~server/domain/app-error.server";',
      'import "~server/request/beacon-body.server";',
      'import "~server/limits/rate-limit.server";',
      'import "./page-data.server";',
    ],
    forbidden: ['import "~server/http/page-cache.server";', 'import "../http/page-cache.server";'],
  },
  {
    // The edge calls auth, never the reverse: no Auth ↔ Http loop (decision 051).
    file: "server/auth/lint-boundary-probe.server.ts",
    allowed: ['import "~server/limits/rate-limit.server";', 'import "./call-auth.server";'],
    forbidden: ['import "~server/http/client-ip.server";'],
  },
  {
    // The primitives under the edge, the adapters and auth import none of them (decision 051).
    file: "server/request/lint-boundary-probe.server.ts",
    allowed: ['import "./beacon-body.server";', 'import "~server/logger.server";'],
    forbidden: [
      'import "~server/http/page-cache.server";',
      'import "~server/adapters/page-data.server";',
      'import "~server/auth/call-auth.server";',
    ],
  },
  {
    file: "server/domain/users/lint-boundary-probe.server.ts",
    allowed: [
      'import "~/core/accounts/account-schemas";',
      'import "~server/db/schema";',
      'import "./get-account-standing.server";',
      'import "~server/domain/app-error.server";',
      'import "drizzle-orm";',
    ],
    forbidden: [
      'import "~/features/auth/auth-ui";',
      'import "../../../app/features/auth/auth-ui";',
      'import "~/routes/login";',
      'import "~server/limits/rate-limit.server";',
      'import "~server/auth/call-auth.server";',
      'import "../../db/schema";',
      'import "react-router";',
    ],
  },
  {
    file: "server/db/seed/lint-boundary-probe.server.ts",
    allowed: ['import "~server/db/schema";', 'import "./factories.server";'],
    forbidden: ['import "~server/domain/users/grant-role.server";', 'import "../schema";'],
  },
  {
    // Everywhere else in app/ and server/ (here: the HTTP layer) only the one-alias-per-root rule applies.
    file: "server/http/lint-boundary-probe.server.ts",
    allowed: ['import "~server/domain/app-error.server";', 'import "~/core/site/flags";', 'import "./access.server";'],
    forbidden: ['import "../domain/app-error.server";', 'import "../../app/core/site/flags";'],
  },
  {
    file: "tests/integration/lint-boundary-probe.ts",
    allowed: ['import "~server/domain/app-error.server";', 'import "~/core/site/flags";', 'import "./helpers/spawn";'],
    forbidden: ['import "../../server/domain/app-error.server";', 'import "../../app/core/site/flags";'],
  },
];

/** `npm run lint` itself, with the GitHub reporter so each diagnostic is one parseable line. */
function runLint(): Promise<{ code: number | null; output: string }> {
  const child = spawn("npm", ["run", "--silent", "lint", "--", "--reporter=github"], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("layer boundaries in lint", () => {
  it("npm run lint fails on every forbidden import in every guarded folder, and only on those", async () => {
    const expected = new Set<string>();
    try {
      for (const probe of PROBES) {
        const statements = probe.forbiddenStatements ?? [];
        const lines = [...probe.allowed, ...probe.forbidden, ...(statements.length ? ["", ...statements] : [])];
        lines.forEach((line, i) => {
          if (probe.forbidden.includes(line) || statements.includes(line)) expected.add(`${probe.file}:${i + 1}`);
        });
        writeFileSync(path.join(REPO_ROOT, probe.file), `${lines.join("\n")}\n`);
      }
      const { code, output } = await runLint();
      const reported = new Set(
        [...output.matchAll(/^::error title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+),/gm)].map(
          (m) => `${m[1]}:${m[2]}`,
        ),
      );
      expect([...reported].sort()).toEqual([...expected].sort());
      // The probes are otherwise clean, so the failure is the boundary rules' doing and nothing else's.
      expect(code).not.toBe(0);
      const otherErrors = output
        .split("\n")
        .filter((line) => line.startsWith("::error") && !line.includes("noRestrictedImports"));
      expect(otherErrors).toEqual([]);
    } finally {
      for (const probe of PROBES) rmSync(path.join(REPO_ROOT, probe.file), { force: true });
    }
  }, 120_000);
});
