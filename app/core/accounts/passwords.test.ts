import { describe, expect, it } from "vitest";
import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./passwords";

const common = new Set(["password", "12345678", "iloveyou"]);
const isCommon = (p: string) => common.has(p);

describe("password rules (OWASP ASVS 5 L2)", () => {
  it("needs at least 8 characters and allows long passphrases", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(checkPassword("short1!", isCommon)).toBe("too-short");
    expect(checkPassword("eight ch", isCommon)).toBeNull();
    expect(checkPassword("a".repeat(64), isCommon)).toBeNull();
    expect(checkPassword("a".repeat(PASSWORD_MAX_LENGTH + 1), isCommon)).toBe("too-long");
  });
  it("has no composition rules", () => {
    expect(checkPassword("alllowercaseletters", isCommon)).toBeNull();
  });
  it("rejects exact matches of very common passwords, whatever the case", () => {
    expect(checkPassword("password", isCommon)).toBe("too-common");
    expect(checkPassword("PassWord", isCommon)).toBe("too-common");
    expect(checkPassword("password!", isCommon)).toBeNull();
  });
  it("counts characters, not UTF-16 units", () => {
    expect(checkPassword("🎧🎧🎧🎧🎧🎧🎧", isCommon)).toBe("too-short");
  });
});
