import { afterEach, describe, expect, it, vi } from "vitest";
import { sendEmail } from "./send-email";

const CONFIG = { serviceId: "service_1", templateId: "template_1", publicKey: "public_1" };
const MESSAGE = {
  name: "Åsa-Lena O'Brien",
  email: "asa@example.com",
  companyName: "Studio Nord",
  subject: "A new website",
  message: "Hello there, I need a site.",
};

function answer(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendEmail", () => {
  it("posts the message with the provider's ids once to EmailJS's send endpoint", async () => {
    const fetch = answer(new Response("OK", { status: 200 }));
    await expect(sendEmail(CONFIG, MESSAGE)).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.emailjs.com/api/v1.0/email/send");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      user_id: "public_1",
      service_id: "service_1",
      template_id: "template_1",
      template_params: { ...MESSAGE, reply_to: "asa@example.com" },
    });
  });

  it.each([
    [451, "Unavailable For Headless Browser"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [500, "Internal Server Error"],
  ])("reports a %i refusal with the provider's text instead of succeeding", async (status, text) => {
    answer(new Response(text, { status }));
    await expect(sendEmail(CONFIG, MESSAGE)).resolves.toEqual({ ok: false, status, text });
  });

  it("reports a network failure as status 0", async () => {
    const offline = new TypeError("Failed to fetch");
    answer(offline);
    await expect(sendEmail(CONFIG, MESSAGE)).resolves.toEqual({
      ok: false,
      status: 0,
      text: "Network Error",
      cause: offline,
    });
  });
});
