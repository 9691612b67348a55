# KioskScan: the two commands of the README, and the steps they are made of.
SHELL := /bin/bash
# The sample images: ../shared/testdata beside the checkout, else the team's /work/shared/testdata.
TESTDATA ?= $(firstword $(wildcard $(abspath ../shared/testdata)) /work/shared/testdata)
SAMPLES := $(TESTDATA)/zxing-blackbox
OUT ?= out/run
export PATH := $(PATH):/opt/swift/usr/bin

.PHONY: run test deps build release

deps:
	@scripts/install-deps

build: deps
	swift build -Xswiftc -warnings-as-errors

release: deps
	swift build -c release -Xswiftc -warnings-as-errors

# The kiosk over the sample images, headless: no camera or screen is needed. Frames are written
# as PNG files and captures as JSON lines.
run: release
	@rm -rf $(OUT) && mkdir -p $(OUT)
	.build/release/kioskscan \
	    --camera file:$(SAMPLES)/qrcode-3/01.webp,$(SAMPLES)/ean13-1/4.webp,$(SAMPLES)/code128-2/01.webp,$(SAMPLES)/qrcode-3/27.webp,$(SAMPLES)/upca-2/01.webp,$(SAMPLES)/ean8-1/7.webp \
	    --camera-size 1280x720 --hold 3 --resume-after 2.5 \
	    --display png:$(OUT)/frames --png-every 15 \
	    --clock virtual --fps 30 --frames 540 | tee $(OUT)/events.jsonl
	@echo "make run: $$(ls $(OUT)/frames | wc -l) frames in $(OUT)/frames/, captures in $(OUT)/events.jsonl"

# Every test: unit tests, the sample-image decode test and headless kiosk runs, then the
# screen in the virtual kiosk (board/qemu; skipped with a message only if QEMU cannot run).
test: build release
	KIOSKSCAN_TESTDATA=$(TESTDATA) swift test
	python3 -m unittest discover -s Tests/VirtualKiosk -v
