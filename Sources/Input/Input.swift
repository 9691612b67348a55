// Input: touch, buttons and keyboard-wedge scanners through libevdev (the touch-and-keys issue); empty until then.
