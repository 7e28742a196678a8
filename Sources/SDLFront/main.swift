import WheelCore
print("SDLFront")
