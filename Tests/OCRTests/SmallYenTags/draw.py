# draw.py OUT SEED COUNT [hard]: small Japanese supermarket tags as the private set is described (crops
# of about 110x85 px, bold digits 20-30 px tall, `円` after them), with what makes them hard:
# digits set touching, a `本体価格` label, white digits on a red panel, italics, a tax line with
# decimals, crops cutting the tag. Fonts from Debian (fonts-roboto-unhinted, fonts-liberation,
# fonts-dejavu-core, fonts-nanum, fonts-ipafont-gothic); Pillow (python3-pil). Each draw is a
# probe made and looked at once; the tags kept here (tags.tsv) came out of it as the reader's
# failures: seed 5 p04 and p06, seed 17 p09, p11, p36, p40 and p74, seed 29 p62; hard, seed
# 41 p43, p68 and p75, seed 43 p47; seed 101 p31 and p71, hard 101 p28.
import random, sys
from PIL import Image, ImageDraw, ImageFont, ImageFilter
out = sys.argv[1]; seed = int(sys.argv[2]); count = int(sys.argv[3])
# `hard`: smaller digits (17-26 px), more blur (0.8-1.6 px), JPEG at 35-70.
hard = len(sys.argv) > 4 and sys.argv[4] == 'hard'
random.seed(seed)
R = '/usr/share/fonts/truetype/roboto/unhinted/'
digitFonts = [R + 'RobotoCondensed-Bold.ttf', R + 'RobotoTTF/Roboto-Black.ttf', R + 'RobotoCondensed-BoldItalic.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf',
  '/usr/share/fonts/truetype/nanum/NanumSquareB.ttf', '/usr/share/fonts/opentype/ipafont-gothic/ipagp.ttf']
jp = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf'
names = ['国産 若鶏もも肉', 'たまご 10個入', '絹ごし豆腐 3個', '特選 緑茶 100g', 'コーヒー 80g', '北海道 牛乳', 'ちくわ 4本', '食パン 6枚切', 'バナナ 1房', 'キャベツ 1玉']
rows = []
for k in range(count):
    price = random.choice([random.randint(10, 99), random.randint(100, 999), random.randint(100, 999), random.randint(1000, 2999)])
    price = price - price % 10 + random.choice([0, 8, 8, 0, 5]) if price >= 100 else price
    text = str(price)
    W, H = 440, 340
    variant = random.choice(['touch', 'label', 'panel', 'italic', 'taxdec', 'plain'])
    paper = random.choice([(250, 250, 245), (255, 245, 160), (255, 230, 230)])
    ink = random.choice([(20, 20, 20), (200, 20, 30)])
    im = Image.new('RGB', (W, H), paper); d = ImageDraw.Draw(im)
    d.text((24, 20), random.choice(names), font=ImageFont.truetype(jp, 30), fill=(30, 30, 30))
    fontPath = digitFonts[2] if variant == 'italic' else random.choice(digitFonts)
    track = -random.randint(6, 14) if variant == 'touch' else random.randint(-2, 6)
    left = 24 + random.randint(0, 20)
    if variant == 'label':
        lf = ImageFont.truetype(jp, 22)
        d.text((left, 150), '本体', font=lf, fill=ink); d.text((left, 176), '価格', font=lf, fill=ink)
        left += 54
    size = random.randint(130, 170)
    while True:
        f = ImageFont.truetype(fontPath, size)
        widths = [d.textlength(c, font=f) + track for c in text]
        if sum(widths) <= W - left - 110: break
        size -= 5
    bb = d.textbbox((0, 0), text, font=f); dh = bb[3] - bb[1]
    base = 255 - random.randint(0, 15)
    if variant == 'panel':
        d.rectangle((left - 12, base - dh - 18, W - 14, base + 12), fill=(200, 20, 30)); ink = (255, 255, 255)
    x = left
    for c, w in zip(text, widths):
        d.text((x - bb[0], base - bb[3]), c, font=f, fill=ink); x += w
    yen = ImageFont.truetype(jp, int(dh * random.uniform(0.4, 0.8) / 0.88))
    yb = d.textbbox((0, 0), '円', font=yen)
    yx = x + random.randint(4, 14)
    d.text((yx - yb[0], base - yb[3]), '円', font=yen, fill=ink)
    if variant != 'panel' and random.random() < 0.6:
        t = random.randint(2, 5); d.rectangle((10, base + random.randint(0, 3), W - 10, base + 3 + t), fill=(40, 40, 40))
    tax = f'(税込 {price * 1.08:.2f}円)' if variant == 'taxdec' else f'税込 {int(price * 1.08)}円'
    d.text((W - 230, base + 24), tax, font=ImageFont.truetype(jp, 24), fill=(40, 40, 40))
    bg = Image.new('RGB', (W + 60, H + 60), (90, 90, 95)); bg.paste(im, (30, 30))
    bg = bg.rotate(random.uniform(-5, 5), resample=Image.BICUBIC, fillcolor=(90, 90, 95))
    target = random.uniform(17, 26) if hard else random.uniform(20, 30); s = target / dh
    bg = bg.resize((int(bg.width * s), int(bg.height * s)), Image.LANCZOS)
    # crop about 110x85 around the price, sometimes cutting the tag's edges
    cx = int((left + (x - left) / 2 + 30) * s) + random.randint(-8, 8); cy = int((base - dh / 2 + 30) * s) + random.randint(-6, 6)
    cw, ch = random.randint(100, 125), random.randint(75, 95)
    bg = bg.crop((max(0, cx - cw // 2), max(0, cy - ch // 2 - 6), cx + cw // 2, cy + ch // 2))
    bg = bg.filter(ImageFilter.GaussianBlur(random.uniform(0.8, 1.6) if hard else random.uniform(0.3, 1.1)))
    g = Image.linear_gradient('L').resize(bg.size).rotate(random.choice([0, 90, 180, 270])).resize(bg.size)
    bg = Image.composite(bg, Image.new('RGB', bg.size, (0, 0, 0)), g.point(lambda v: 255 - int(v * 0.3)))
    name = f'p{k:02d}'
    bg.save(f'{out}/{name}.jpg', quality=random.randint(35, 70) if hard else random.randint(55, 85))
    rows.append((name, price, variant))
open(f'{out}/truth.tsv', 'w').write(''.join(f'{n}\t{p}\t{v}\n' for n, p, v in rows))
