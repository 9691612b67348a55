// DevHelp: `kioskscan-dev --help`, the development tools and what each one is for.

enum DevHelp {
    static let text = """
        kioskscan-dev: KioskScan's development tools, built from the same modules as the kiosk.
        The kiosk itself and the commands a kiosk owner uses (decode, input, drm-info) are in
        kioskscan (see: kioskscan --help); the .deb ships only that.

        usage: kioskscan-dev bench [OPTIONS]                 time complete frames (JSON; see: kioskscan-dev bench --help)
               kioskscan-dev bench --number [OPTIONS]        time Number mode's price reader (JSON)
               kioskscan-dev bench --whole [OPTIONS]         the whole kiosk's loop per camera and screen size (JSON lines)
               kioskscan-dev bench --swipe [OPTIONS]         codes swiped past the camera through that loop, per speed and exposure (JSON lines)
               kioskscan-dev bench --shelf-tags [OPTIONS]    Number mode's reading rates on the shelf-tag set, beside plain Tesseract (Markdown, JSON)
               kioskscan-dev decode-bench [IMAGE...]         time the live decoder per camera frame (JSON)
               kioskscan-dev corpus [DIR]                    reading rates on the sample images, per folder
               kioskscan-dev storyboard --out DIR            contact sheets of the indicator's animations
               kioskscan-dev frames --size WxH IMAGE...      images as raw camera frames, to feed a virtual camera
               kioskscan-dev banner --symbology NAME --text TEXT --out FILE
                                                             the result card or banner alone, as PNG (the end-to-end tests' reference)
               kioskscan-dev price-tags --out DIR            shelf tags seen through a model camera (Number mode's test data)
               kioskscan-dev shelf-tags --out DIR            shelf tags of eight kinds of shop, photographed (Number mode's measured set)
               kioskscan-dev aztec-photos --out DIR          tickets photographed with their Aztec code anywhere in the picture (needs zint)
               kioskscan-dev catalog-bench [OPTIONS]         import and lookups of a 10 000 and a 1 000 000 product catalog (JSON lines)
               kioskscan-dev motion-bench [OPTIONS]          what watching for motion costs per camera frame (JSON lines)
               kioskscan-dev messages --pot [FILE]           the message catalogue as a gettext template (po/kioskscan.pot)
               kioskscan-dev messages --check FOLDER         what each compiled translation lacks
               kioskscan-dev --help                          this text
        Each command's --help says more.
        """
}
