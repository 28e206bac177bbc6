import type { ActionFunctionArgs, ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { DiskReserve } from "~server/storage/disk-space.server";
import { DISK_FULL_MESSAGE, isWriteRequest, withDiskFullActions } from "./disk-full.server";

function reserve(low: boolean): DiskReserve {
  return {
    isLow: async () => low,
    status: async () => ({ freeBytes: low ? 0 : 1e12, reserveBytes: 128 * 1024 * 1024, low }),
  };
}

/** A build with one page route and one resource route, each with an action that records that it ran. */
function fakeBuild(action: () => unknown) {
  const ran: string[] = [];
  const route = (id: string, page: boolean) => ({
    id,
    path: id,
    module: {
      ...(page ? { default: () => null } : {}),
      action: async () => {
        ran.push(id);
        return action();
      },
    },
  });
  const build = { routes: { page: route("page", true), resource: route("resource", false) } } as unknown as ServerBuild;
  return { build, ran };
}

const post = { request: new Request("http://localhost/page", { method: "POST" }) } as ActionFunctionArgs;

async function outcome(build: ServerBuild, id: "page" | "resource") {
  const action = build.routes[id]?.module.action as (args: ActionFunctionArgs) => Promise<unknown>;
  try {
    return { returned: await action(post) };
  } catch (thrown) {
    return { thrown };
  }
}

describe("withDiskFullActions", () => {
  it("refuses a page's action with the disk-full screen (507) before it runs, while the disk is low", async () => {
    const { build, ran } = fakeBuild(() => "saved");
    const result = await outcome(withDiskFullActions(build, reserve(true)) as ServerBuild, "page");
    expect(result.thrown).toMatchObject({ data: { screen: "disk-full" }, init: { status: 507 } });
    expect(ran).toEqual([]);
  });

  it("answers a resource route's refusal as data its dialog shows", async () => {
    const { build, ran } = fakeBuild(() => "saved");
    const result = await outcome(withDiskFullActions(build, reserve(true)) as ServerBuild, "resource");
    expect(result.returned).toMatchObject({
      data: { ok: false, code: "DISK_FULL", formError: DISK_FULL_MESSAGE },
      init: { status: 507 },
    });
    expect(ran).toEqual([]);
  });

  it("lets actions run while there is room, and turns a full disk met on the way into the same 507", async () => {
    const fine = fakeBuild(() => "saved");
    expect(await outcome(withDiskFullActions(fine.build, reserve(false)) as ServerBuild, "page")).toEqual({
      returned: "saved",
    });
    expect(fine.ran).toEqual(["page"]);
    const enospc = fakeBuild(() => {
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    });
    const result = await outcome(withDiskFullActions(enospc.build, reserve(false)) as ServerBuild, "page");
    expect(result.thrown).toMatchObject({ data: { screen: "disk-full" }, init: { status: 507 } });
    const other = fakeBuild(() => {
      throw new Error("a bug");
    });
    expect((await outcome(withDiskFullActions(other.build, reserve(false)) as ServerBuild, "page")).thrown).toEqual(
      new Error("a bug"),
    );
  });

  it("counts every method but GET, HEAD and OPTIONS as a write, and lets sign-out through", () => {
    expect(isWriteRequest("POST", "/signup")).toBe(true);
    expect(isWriteRequest("delete", "/api/x")).toBe(true);
    expect(isWriteRequest("GET", "/")).toBe(false);
    expect(isWriteRequest("HEAD", "/")).toBe(false);
    expect(isWriteRequest("POST", "/api/auth/sign-out")).toBe(false);
  });
});
