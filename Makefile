# KioskScan: the two commands of the README, and the steps they are made of.
SHELL := /bin/bash
# The sample images: ../shared/testdata beside the checkout, unless TESTDATA says where.
TESTDATA ?= $(abspath ../shared/testdata)
export TESTDATA
export PATH := $(PATH):/opt/swift/usr/bin

.PHONY: run test deps build release format lint golden man fuzz arm64 deb test-arm64 test-boot reading-rates

deps:
	@scripts/install-deps

build: deps
	swift build -Xswiftc -warnings-as-errors
	scripts/build-translations

release: deps
	swift build -c release -Xswiftc -warnings-as-errors
	scripts/build-translations

# The kiosk: on this machine's screen and camera when it has both; else the virtual kiosk
# (QEMU with real drivers, the sample images in front of its camera), watchable over VNC.
# DURATION=SECONDS (default 300, 0 = until Ctrl-C), VNC=HOST:N (default 127.0.0.1:0).
run: release
	@scripts/run-kiosk

# Every test: unit tests, the sample-image decode test and headless kiosk runs, the zxing trap
# inputs against Debian 13's zxing-cpp 2.3 (the unit tests read them with this machine's 1.4),
# then the end-to-end tests in the virtual kiosk (board/qemu: real kernel drivers under QEMU),
# among them the arm64 build (make arm64) in the arm64 virtual kiosk and the .deb booting a
# Debian 12 and a Debian 13 into the kiosk (test_boot_to_kiosk).
test: build release
	@test -d "$(TESTDATA)/zxing-blackbox" || { echo "make test: no sample images at $(TESTDATA) (set TESTDATA=DIR)" >&2; exit 1; }
	scripts/check-imports
	swift format lint --strict --recursive Sources Tests Fuzz Package.swift
	KIOSKSCAN_TESTDATA=$(TESTDATA) swift test
	scripts/build-arm64
	scripts/trixie-zxing-traps $(TESTDATA)/zxing-blackbox
	KIOSKSCAN_ARM64=1 KIOSKSCAN_TESTDATA=$(TESTDATA) python3 -m unittest discover -s Tests/VirtualKiosk -v

# The scene's golden frames (Tests/SceneTests/Golden), drawn again after an intended change to
# the look. Look at each PNG before committing them.
golden:
	KIOSKSCAN_TESTDATA=$(TESTDATA) KIOSKSCAN_UPDATE_GOLDEN=1 swift test --filter GoldenFrameTests

# The manual pages kioskscan(1) and kioskscan.conf(5) in packaging/man, written again from the
# options' declarations (Sources/Kiosk/Options) after an option changes; make test fails while
# the checked-in pages differ from what the declarations write.
man:
	KIOSKSCAN_UPDATE_MAN=1 swift test --filter KioskManualTests

# The one code style (.swift-format; swift-format ships with the toolchain): `make format`
# rewrites the tree in it, `make test` fails on any file that is not.
format:
	swift format --in-place --recursive Sources Tests Fuzz Package.swift

lint:
	swift format lint --strict --recursive Sources Tests Fuzz Package.swift

# The libFuzzer targets in Fuzz/ (image readers, MJPEG, config files, input scripts, payload
# text, history lines), AddressSanitizer on, FUZZ_SECONDS each (default 30); see scripts/fuzz.
fuzz: deps
	scripts/fuzz $(FUZZ_SECONDS)


# arm64 (Raspberry Pi OS / Debian 13): cross-compiled with Debian 13's swiftlang 6.0.3 and an arm64
# sysroot of Debian packages, all cached in cache/ (scripts/build-arm64); prints the binary's path
# and how long each step took.
arm64:
	scripts/build-arm64

# The Debian package with its service: `make deb` for amd64 (Debian 12), `make deb DIST=trixie`
# for amd64 Debian 13 (built in a Debian 13 root with Debian 13's Swift and zxing-cpp 2.3),
# `make deb ARCH=arm64` for a Raspberry Pi (Debian 13); written to out/deb/ (scripts/build-deb).
ARCH ?= amd64
DIST ?=
deb: deps
	scripts/build-deb --arch $(ARCH) $(if $(DIST),--dist $(DIST))

# The arm64 build in the arm64 virtual kiosk (qemu-system-aarch64 -M virt) alone: a QR code and
# an EAN-13 captured and shown (make test runs it too).
test-arm64: release
	scripts/build-arm64
	cd Tests/VirtualKiosk && KIOSKSCAN_ARM64=1 KIOSKSCAN_TESTDATA=$(TESTDATA) python3 -m unittest test_arm64 -v

# Boot to kiosk alone (make test runs it too): a debootstrapped Debian 12 with the amd64 .deb
# installed by apt boots with systemd into the kiosk (unprivileged user, capture, restart after
# SIGKILL and after SIGSTOP); then the same for Debian 13 with the Debian 13 package.
test-boot: release
	cd Tests/VirtualKiosk && KIOSKSCAN_TESTDATA=$(TESTDATA) python3 -m unittest test_boot_to_kiosk -v

# The reading-rate table per folder of docs/decoding.md for both Debian releases on x86 (Debian
# 12 with zxing-cpp 1.4, Debian 13 with zxing-cpp 2.3, run in the Debian 13 root), stills and
# the camera path (scripts/reading-rates; ENGINES=kiosk,zbar,zxing for more columns).
ENGINES ?= kiosk
reading-rates: deps
	scripts/reading-rates --engines $(ENGINES) $(TESTDATA)/zxing-blackbox
