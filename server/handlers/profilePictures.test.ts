/**
 * Profile pictures over HTTP against the real server and database: the app's own avatars
 * (`User/UpdateUser` with `Avatar`) and uploads (`User/UploadPicture`) of real JPEG, PNG and
 * WebP files made by sharp, resized, re-encoded without metadata and served with caching.
 */
import sharp from 'sharp';
import { DEFAULT_RATE_LIMITS } from '../config';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

const AUTH = '/auth/api';

/** A real photo-like picture: a gradient with a block, `width`×`height`, in `format`. */
async function picture(
  format: 'jpeg' | 'png' | 'webp',
  width: number,
  height: number,
  options: { exif?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      // Red on the left half, blue on the right: orientation shows in the result.
      const left = x < width / 2;
      pixels[i] = left ? 220 : 20;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = left ? 20 : 220;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.exif || options.orientation) {
    image = image.withMetadata({
      ...(options.orientation && { orientation: options.orientation }),
      ...(options.exif && {
        exif: {
          IFD0: { Copyright: 'Gizli Fotoğrafçı', Artist: 'Ev adresi', Make: 'PhoneCo' },
        },
      }),
    });
  }
  return image.toFormat(format).toBuffer();
}

const upload = (client: TestClient, bytes: Buffer, language = 'tr-TR') =>
  client.call(`${AUTH}/User/UploadPicture`, {
    method: 'POST',
    json: { Data: bytes.toString('base64') },
    headers: { LanguageCode: language },
  });

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let demo: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    demo = server.client();
    await demo.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
  });
  afterAll(() => server.close());

  const fetchPicture = (path: string, headers: Record<string, string> = {}) =>
    fetch(server.url + path, { headers });

  describe('User/UploadPicture', () => {
    it('makes a 256×256 and a 64×64 WebP without the EXIF data, served with a year of caching', async () => {
      const jpeg = await picture('jpeg', 1200, 800, { exif: true });
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();

      const answer = await upload(demo, jpeg);
      expect(answer.status).toBe(200);
      const url: string = answer.body.ReturnObject.ImageUrl;
      expect(url).toMatch(/^\/pictures\/\d+-[0-9a-f]{20}-256\.webp$/);
      expect((await demo.call(`${AUTH}/User/GetUser`)).body.ReturnObject.ImageUrl).toBe(url);

      for (const [path, size] of [
        [url, 256],
        [url.replace(/-256\.webp$/, '-64.webp'), 64],
      ] as const) {
        const response = await fetchPicture(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await response.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
        // A second look with the ETag costs nothing.
        const again = await fetchPicture(path, { 'If-None-Match': response.headers.get('etag')! });
        expect(again.status).toBe(304);
      }
    });

    it('crops to the centre square and turns a picture upright by its EXIF orientation', async () => {
      // 600×300 stored sideways (orientation 6: turn 90° clockwise to show): shown 300×600,
      // red on top and blue below.
      const answer = await upload(demo, await picture('jpeg', 600, 300, { orientation: 6 }));
      expect(answer.status).toBe(200);
      const response = await fetchPicture(answer.body.ReturnObject.ImageUrl);
      const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => {
        const i = (y * info.width + x) * info.channels;
        return { red: data[i]!, blue: data[i + 2]! };
      };
      expect(at(128, 20).red).toBeGreaterThan(150);
      expect(at(128, 20).blue).toBeLessThan(100);
      expect(at(128, 236).blue).toBeGreaterThan(150);
      expect(at(128, 236).red).toBeLessThan(100);
    });

    it('takes PNG and WebP, and a new picture replaces the old one', async () => {
      const first = await upload(demo, await picture('png', 300, 300));
      expect(first.status).toBe(200);
      const second = await upload(demo, await picture('webp', 100, 400));
      expect(second.status).toBe(200);
      expect(second.body.ReturnObject.ImageUrl).not.toBe(first.body.ReturnObject.ImageUrl);
      expect((await fetchPicture(first.body.ReturnObject.ImageUrl)).status).toBe(404);
      expect((await fetchPicture(second.body.ReturnObject.ImageUrl)).status).toBe(200);
    });

    it('refuses what is not a JPEG, PNG or WebP picture, in the caller’s language', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>',
      );
      const gif = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#c00' },
      })
        .gif()
        .toBuffer();
      const jpeg = await picture('jpeg', 200, 200);
      const truncated = jpeg.subarray(0, 300);
      for (const bytes of [svg, gif, truncated, Buffer.from('not a picture at all')]) {
        const answer = await upload(demo, bytes);
        expect(answer.status).toBe(400);
        expect(answer.body.Result.ResultCode).toBe(2034);
        expect(answer.body.Result.ResultMessage).toMatch(/JPEG, PNG veya WebP/);
      }
      // A PNG's first bytes on a JPEG body.
      const disguised = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), jpeg]);
      expect((await upload(demo, disguised, 'en-US')).body.Result).toMatchObject({
        ResultCode: 2034,
        ResultMessage: expect.stringMatching(/JPEG, PNG or WebP/),
      });
    });

    it('refuses a picture too small to show', async () => {
      const answer = await upload(demo, await picture('png', 200, 20));
      expect(answer.status).toBe(400);
      expect(answer.body.Result.ResultCode).toBe(2034);
    });

    it('refuses more than 5,000,000 bytes or 40 million pixels', async () => {
      // Noise does not compress: an uncompressed PNG of 1,500×1,120 pixels is just over 5 MB.
      const noisePng = (height: number) => {
        const noise = Buffer.alloc(1500 * height * 3);
        for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
        return sharp(noise, { raw: { width: 1500, height, channels: 3 } })
          .png({ compressionLevel: 0 })
          .toBuffer();
      };
      const big = await noisePng(1120);
      expect(big.length).toBeGreaterThan(5_000_000);
      const tooBig = await upload(demo, big);
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.Result.ResultCode).toBe(2033);
      // Far over: the body itself is refused before it is read whole.
      expect((await upload(demo, await noisePng(2000))).status).toBe(413);

      // A small file that decodes to 50 million pixels (a "decompression bomb").
      const bomb = await sharp({
        create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1_000_000);
      const bombAnswer = await upload(demo, bomb);
      expect(bombAnswer.status).toBe(413);
      expect(bombAnswer.body.Result.ResultCode).toBe(2033);
    });

    it('is for signed-in users only', async () => {
      const answer = await server.client().call(`${AUTH}/User/UploadPicture`, {
        method: 'POST',
        json: { Data: (await picture('png', 64, 64)).toString('base64') },
      });
      expect(answer.status).toBe(401);
    });
  });

  describe('User/UpdateUser with an avatar', () => {
    it('sets one of the app’s own pictures and drops an uploaded one', async () => {
      const uploaded = await upload(demo, await picture('png', 128, 128));
      const answer = await demo.call(`${AUTH}/User/UpdateUser`, {
        method: 'PUT',
        json: { Avatar: 'trophy' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.ReturnObject.ImageUrl).toBe('/avatars/trophy.svg');
      expect((await fetchPicture(uploaded.body.ReturnObject.ImageUrl)).status).toBe(404);
      const [row] = await server.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM user_pictures p JOIN users u ON u.id = p.user_id
          WHERE u.user_name = 'demo'`,
      );
      expect(row?.count).toBe(0);
    });

    it('refuses an avatar the app does not have, and an avatar with an address', async () => {
      for (const json of [
        { Avatar: '../secret' },
        { Avatar: 'ball', ImageUrl: 'https://i.imgur.com/x.png' },
      ]) {
        const answer = await demo.call(`${AUTH}/User/UpdateUser`, { method: 'PUT', json });
        expect(answer.status).toBe(400);
      }
    });
  });

  it('answers 404 for an address that names no picture', async () => {
    for (const path of [
      '/pictures/1-0123456789abcdef0123-256.webp',
      '/pictures/..%2F..%2Fetc%2Fpasswd',
      '/pictures/1-0123456789abcdef0123-512.webp',
    ]) {
      expect((await fetchPicture(path)).status).toBe(404);
    }
  });
});

describe('upload rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {
      config: {
        rateLimits: {
          ...Object.fromEntries(
            Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, { max: 10_000, windowSeconds: 60 }]),
          ),
          pictureUpload: { max: 2, windowSeconds: 600 },
        } as typeof DEFAULT_RATE_LIMITS,
      },
    });
  });
  afterAll(() => server?.close());

  it('takes a few uploads from one address, then answers 429 until the window ends', async () => {
    const demo = server.client();
    await demo.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
    const png = await picture('png', 64, 64);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await upload(demo, png)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
