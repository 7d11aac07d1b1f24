import { MESSAGES } from "@quad/contract/rules/messages";
import { describe, expect, it } from "vitest";
import { testI18n } from "../test/i18n";
import { fieldErrorText, serverMessageKey, translateServerMessage } from "./server-messages";

const en = testI18n("en-US").t;
const zh = testI18n("zh-CN").t;

describe("server messages", () => {
  it("maps every fixed server text to its key", () => {
    for (const [name, text] of Object.entries(MESSAGES)) {
      if (typeof text === "string") expect(serverMessageKey(text)?.key, name).toBe(`server.${name}`);
    }
  });

  it("recognises every parameterised server text", () => {
    for (const [name, make] of Object.entries(MESSAGES)) {
      if (typeof make !== "function") continue;
      const text = (make as (...args: unknown[]) => string)(...Array.from({ length: make.length }, (_, i) => 5 + i));
      expect(serverMessageKey(text)?.key, name).toBe(`server.${name}`);
    }
  });

  it("translates known texts and keeps unknown ones", () => {
    expect(translateServerMessage(MESSAGES.sessionExpired, zh)).toBe("会话已过期，请重新登录");
    expect(translateServerMessage(MESSAGES.range(1, 9), zh)).toBe("请输入 1 到 9 之间的数值");
    expect(translateServerMessage(MESSAGES.prospectConnectsLeft(3, 25, 5), zh)).toBe(
      "本月剩余的潜在学生联系：3 / 25，您选择了 5 位。",
    );
    expect(translateServerMessage("Something only the server knows", zh)).toBe("Something only the server knows");
    expect(translateServerMessage(`${MESSAGES.emailTaken}\nOther`, en)).toBe(`${MESSAGES.emailTaken}\nOther`);
  });

  it("puts the field label into schema fragments", () => {
    expect(fieldErrorText(MESSAGES.required, "Email", en)).toBe("Email is required");
    expect(fieldErrorText(MESSAGES.invalidEmail, "Email", en)).toBe("Email must be a valid email");
    expect(fieldErrorText("must be at most 100 characters", "City", en)).toBe("City must be at most 100 characters");
    expect(fieldErrorText(MESSAGES.required, "邮箱", zh)).toBe("请填写邮箱");
    expect(fieldErrorText(MESSAGES.passwordsMustMatch, "Confirm", zh)).toBe("两次输入的密码必须一致");
    expect(fieldErrorText(MESSAGES.passwordTooLong, "Password", en)).toBe("Password must be at most 128 characters");
    expect(fieldErrorText(MESSAGES.passwordTooLong, "密码", zh)).toBe("密码最多 128 个字符");
    expect(fieldErrorText(MESSAGES.tooLong(254), "Email", en)).toBe("Email must be at most 254 characters");
    expect(fieldErrorText(MESSAGES.tooLong(254), "邮箱", zh)).toBe("邮箱不能超过 254 个字符");
    expect(translateServerMessage(MESSAGES.tooLong(254), zh)).toBe("不能超过 254 个字符");
    expect(translateServerMessage(MESSAGES.tooMany(20), zh)).toBe("最多 20 项");
  });
});
