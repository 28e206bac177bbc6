import { describe, expect, it } from "vitest";
import {
  accountRoleLabel,
  adminUserIntentSchema,
  adminUsersPageHref,
  adminUsersSummary,
  blockedUserNotice,
  roleOnResource,
} from "./admin-users";

describe("admin user intents", () => {
  it("reads each form's intent", () => {
    expect(adminUserIntentSchema.parse({ intent: "block", userId: "u1" })).toEqual({ intent: "block", userId: "u1" });
    expect(adminUserIntentSchema.parse({ intent: "set-role", userId: "u1", role: "admin" })).toMatchObject({
      role: "admin",
    });
    expect(
      adminUserIntentSchema.parse({ intent: "grant", userId: "u1", roleType: "dj_manager", resource: " nadia " }),
    ).toMatchObject({ resource: "nadia" });
    expect(adminUserIntentSchema.parse({ intent: "grant", userId: "u1", roleType: "admin" })).toMatchObject({
      resource: "",
    });
  });
  it("refuses unknown intents, roles and missing users", () => {
    expect(adminUserIntentSchema.safeParse({ intent: "delete", userId: "u1" }).success).toBe(false);
    expect(adminUserIntentSchema.safeParse({ intent: "set-role", userId: "u1", role: "root" }).success).toBe(false);
    expect(adminUserIntentSchema.safeParse({ intent: "revoke", userId: "", roleType: "admin" }).success).toBe(false);
    expect(
      adminUserIntentSchema.safeParse({ intent: "grant", userId: "u1", roleType: "admin", resource: "x".repeat(201) })
        .success,
    ).toBe(false);
  });
});

describe("admin users texts", () => {
  it("summarises the list", () => {
    expect(adminUsersSummary({ total: 0, query: "", page: 1, pageCount: 1 })).toBe("No users yet.");
    expect(adminUsersSummary({ total: 0, query: "ana", page: 1, pageCount: 1 })).toBe("No users match “ana”.");
    expect(adminUsersSummary({ total: 1, query: "", page: 1, pageCount: 1 })).toBe("1 user · page 1 of 1");
    expect(adminUsersSummary({ total: 41, query: "ana", page: 2, pageCount: 3 })).toBe(
      "41 users matching “ana” · page 2 of 3",
    );
  });
  it("links pages with the query kept", () => {
    expect(adminUsersPageHref("", 2)).toBe("/admin/users?page=2");
    expect(adminUsersPageHref("a b", 3)).toBe("/admin/users?q=a+b&page=3");
  });
  it("says how many sessions a block signed out", () => {
    expect(blockedUserNotice(false, 3)).toBe("User unblocked");
    expect(blockedUserNotice(true, 0)).toBe("User blocked and signed out");
    expect(blockedUserNotice(true, 1)).toBe("User blocked and signed out of 1 session");
    expect(blockedUserNotice(true, 2)).toBe("User blocked and signed out of 2 sessions");
  });
  it("names account roles and roles on a resource", () => {
    expect(accountRoleLabel("user")).toBe("User");
    expect(accountRoleLabel("supadmin")).toBe("Super Administrator");
    expect(roleOnResource({ label: "DJ Manager", resourceName: "Nadia Voss" })).toBe("DJ Manager for Nadia Voss");
    expect(roleOnResource({ label: "Administrator", resourceName: null })).toBe("Administrator");
  });
});
