import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solidPng } from '../../../tests/support/solid-png';
import { loadPhoto } from './pack-photo';

describe(loadPhoto.name, () => {
  let base: string;
  let uploadsDir: string;
  const png = solidPng(4, 4, [200, 30, 30]);

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'pack-photo-'));
    uploadsDir = join(base, 'uploads');
    await mkdir(join(uploadsDir, 'media'), { recursive: true });
    await writeFile(join(uploadsDir, 'media', 'photo.png'), png);
    await writeFile(join(uploadsDir, 'media', 'photo.webp'), png);
    await writeFile(join(uploadsDir, 'media', 'drawing.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Beside the uploads directory: there, but not to be read.
    await writeFile(join(base, 'outside.png'), png);
  });

  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('reads a JPEG or PNG photo from the uploads directory', async () => {
    expect(await loadPhoto(uploadsDir, '/uploads/media/photo.png')).toEqual(png);
  });

  it('leaves out what a PDF cannot hold, and what is not there', async () => {
    expect(await loadPhoto(uploadsDir, '/uploads/media/photo.webp')).toBeNull();
    expect(await loadPhoto(uploadsDir, '/uploads/media/drawing.svg')).toBeNull();
    expect(await loadPhoto(uploadsDir, '/uploads/media/missing.jpg')).toBeNull();
    expect(await loadPhoto(uploadsDir, null)).toBeNull();
  });

  it('reads nothing from elsewhere: another site, or a path that climbs out of the uploads', async () => {
    expect(await loadPhoto(uploadsDir, 'https://images.example.com/photo.png')).toBeNull();
    expect(await loadPhoto(uploadsDir, '/uploads/../outside.png')).toBeNull();
    expect(await loadPhoto(uploadsDir, '/uploads/%2e%2e/outside.png')).toBeNull();
  });
});
